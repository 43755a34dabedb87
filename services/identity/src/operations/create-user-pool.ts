// CreateUserPool: a new pool with Cognito's defaults, its standard schema and fresh signing keys.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { createPool } from '../store/pools.ts';
import {
  buildPoolConfig,
  buildSchema,
  checkCreateOnly,
  userPoolType,
  ZCreateOnlyUserPoolFields,
  ZPoolName,
  ZUpdatableUserPoolFields,
} from './user-pool-shape.ts';

export const ZCreateUserPoolInput = z.object({
  PoolName: ZPoolName,
  ...ZUpdatableUserPoolFields.shape,
  ...ZCreateOnlyUserPoolFields.shape,
});
export type TCreateUserPoolInput = z.infer<typeof ZCreateUserPoolInput>;

export const createUserPool: Operation<TCreateUserPoolInput> = {
  plane: 'admin',
  input: ZCreateUserPoolInput,
  async run(input, { deps }) {
    checkCreateOnly(input);
    const config = buildPoolConfig(input, {
      SchemaAttributes: buildSchema(input.Schema),
      UsernameAttributes: input.UsernameAttributes,
      AliasAttributes: input.AliasAttributes,
      UsernameConfiguration: input.UsernameConfiguration,
    });
    const pool = await createPool(deps, { name: input.PoolName, config });
    return { UserPool: userPoolType(pool, { estimatedNumberOfUsers: 0 }) };
  },
};
