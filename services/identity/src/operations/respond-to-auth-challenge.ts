// RespondToAuthChallenge: PASSWORD_VERIFIER (SRP proof), NEW_PASSWORD_REQUIRED, CUSTOM_CHALLENGE, the MFA
// challenges (SMS_MFA, SOFTWARE_TOKEN_MFA, SELECT_MFA_TYPE, MFA_SETUP) and device SRP (DEVICE_SRP_AUTH,
// DEVICE_PASSWORD_VERIFIER).
import { z } from 'zod';
import { requestClient } from '../auth/auth-events.ts';
import { assertSecretHash, resolveClient } from '../auth/client.ts';
import { respondToChallenge } from '../auth/sign-in.ts';
import type { Operation } from '../protocol/types.ts';
import { ZClientId, ZClientMetadata, ZStringMap } from './user-shape.ts';

export const ZRespondToAuthChallengeInput = z.object({
  ClientId: ZClientId,
  ChallengeName: z.string().min(1).max(64),
  ChallengeResponses: ZStringMap.optional(),
  Session: z.string().max(8192).optional(),
  ClientMetadata: ZClientMetadata,
  AnalyticsMetadata: z.unknown().optional(),
  UserContextData: z.unknown().optional(),
});
export type TRespondToAuthChallengeInput = z.infer<typeof ZRespondToAuthChallengeInput>;

export const respondToAuthChallenge: Operation<TRespondToAuthChallengeInput> = {
  plane: 'user',
  input: ZRespondToAuthChallengeInput,
  async run(input, { deps, req, request }) {
    const cc = await resolveClient(deps, input.ClientId);
    const responses = input.ChallengeResponses ?? {};
    return respondToChallenge(deps, cc, input.ChallengeName, responses, input.Session, {
      clientMetadata: input.ClientMetadata,
      ip: request.ip,
      client: requestClient(req, request),
      checkSecret: (names) => assertSecretHash(cc.client, responses.SECRET_HASH, ...names),
    });
  },
};
