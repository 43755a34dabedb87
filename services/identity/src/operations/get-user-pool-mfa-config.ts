// GetUserPoolMfaConfig: OFF / OPTIONAL / ON and which factors (SMS, TOTP) the pool offers.
import { z } from 'zod';
import type { Operation } from '../protocol/types.ts';
import { requirePool } from '../store/pools.ts';
import { poolMfaConfig } from './pool-mfa-config-shape.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZGetUserPoolMfaConfigInput = z.object({ UserPoolId: ZUserPoolId });
export type TGetUserPoolMfaConfigInput = z.infer<typeof ZGetUserPoolMfaConfigInput>;

export const getUserPoolMfaConfig: Operation<TGetUserPoolMfaConfigInput> = {
  plane: 'admin',
  input: ZGetUserPoolMfaConfigInput,
  async run(input, { deps }) {
    return poolMfaConfig(await requirePool(deps, input.UserPoolId));
  },
};
