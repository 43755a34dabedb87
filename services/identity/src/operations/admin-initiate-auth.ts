// AdminInitiateAuth: sign-in on behalf of a trusted back end (ADMIN_USER_PASSWORD_AUTH / ADMIN_NO_SRP_AUTH,
// REFRESH_TOKEN_AUTH, CUSTOM_AUTH, USER_SRP_AUTH).
import { z } from 'zod';
import { adminRequestClient } from '../auth/auth-events.ts';
import { assertFlowAllowed, assertSecretHash, resolvePoolClient } from '../auth/client.ts';
import { initiateAuthFlow } from '../auth/sign-in.ts';
import type { Operation } from '../protocol/types.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZClientId, ZClientMetadata, ZStringMap } from './user-shape.ts';

export const ZAdminInitiateAuthInput = z.object({
  UserPoolId: ZUserPoolId,
  ClientId: ZClientId,
  AuthFlow: z.enum([
    'ADMIN_USER_PASSWORD_AUTH',
    'ADMIN_NO_SRP_AUTH',
    'REFRESH_TOKEN_AUTH',
    'REFRESH_TOKEN',
    'CUSTOM_AUTH',
    'USER_SRP_AUTH',
  ]),
  AuthParameters: ZStringMap.optional(),
  ClientMetadata: ZClientMetadata,
  AnalyticsMetadata: z.unknown().optional(),
  ContextData: z.unknown().optional(),
  Session: z.string().optional(),
});
export type TAdminInitiateAuthInput = z.infer<typeof ZAdminInitiateAuthInput>;

export const adminInitiateAuth: Operation<TAdminInitiateAuthInput> = {
  plane: 'admin',
  input: ZAdminInitiateAuthInput,
  async run(input, { deps, req, request }) {
    const cc = await resolvePoolClient(deps, input.UserPoolId, input.ClientId);
    assertFlowAllowed(cc.client, input.AuthFlow);
    const params = input.AuthParameters ?? {};
    return initiateAuthFlow(deps, cc, input.AuthFlow, params, {
      admin: true,
      client: adminRequestClient(input.ContextData, req, request),
      clientMetadata: input.ClientMetadata,
      checkSecret: (names) => assertSecretHash(cc.client, params.SECRET_HASH, ...names),
    });
  },
};
