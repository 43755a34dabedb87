// InitiateAuth: USER_SRP_AUTH, USER_PASSWORD_AUTH, REFRESH_TOKEN_AUTH / REFRESH_TOKEN and CUSTOM_AUTH.
import { z } from 'zod';
import { requestClient } from '../auth/auth-events.ts';
import { assertFlowAllowed, assertSecretHash, resolveClient } from '../auth/client.ts';
import { initiateAuthFlow } from '../auth/sign-in.ts';
import type { Operation } from '../protocol/types.ts';
import { ZClientId, ZClientMetadata, ZStringMap } from './user-shape.ts';

export const ZAuthFlow = z.enum([
  'USER_SRP_AUTH',
  'USER_PASSWORD_AUTH',
  'REFRESH_TOKEN_AUTH',
  'REFRESH_TOKEN',
  'CUSTOM_AUTH',
]);

export const ZInitiateAuthInput = z.object({
  AuthFlow: ZAuthFlow,
  ClientId: ZClientId,
  AuthParameters: ZStringMap.optional(),
  ClientMetadata: ZClientMetadata,
  AnalyticsMetadata: z.unknown().optional(),
  UserContextData: z.unknown().optional(),
  Session: z.string().optional(),
});
export type TInitiateAuthInput = z.infer<typeof ZInitiateAuthInput>;

export const initiateAuth: Operation<TInitiateAuthInput> = {
  plane: 'user',
  input: ZInitiateAuthInput,
  async run(input, { deps, req, request }) {
    const cc = await resolveClient(deps, input.ClientId);
    assertFlowAllowed(cc.client, input.AuthFlow);
    const params = input.AuthParameters ?? {};
    return initiateAuthFlow(deps, cc, input.AuthFlow, params, {
      clientMetadata: input.ClientMetadata,
      ip: request.ip,
      client: requestClient(req, request),
      checkSecret: (names) => assertSecretHash(cc.client, params.SECRET_HASH, ...names),
    });
  },
};
