// AdminRespondToAuthChallenge: the admin-plane twin of RespondToAuthChallenge.
import { z } from 'zod';
import { adminRequestClient } from '../auth/auth-events.ts';
import { assertSecretHash, resolvePoolClient } from '../auth/client.ts';
import { respondToChallenge } from '../auth/sign-in.ts';
import type { Operation } from '../protocol/types.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { ZClientId, ZClientMetadata, ZStringMap } from './user-shape.ts';

export const ZAdminRespondToAuthChallengeInput = z.object({
  UserPoolId: ZUserPoolId,
  ClientId: ZClientId,
  ChallengeName: z.string().min(1).max(64),
  ChallengeResponses: ZStringMap.optional(),
  Session: z.string().max(8192).optional(),
  ClientMetadata: ZClientMetadata,
  AnalyticsMetadata: z.unknown().optional(),
  ContextData: z.unknown().optional(),
});
export type TAdminRespondToAuthChallengeInput = z.infer<typeof ZAdminRespondToAuthChallengeInput>;

export const adminRespondToAuthChallenge: Operation<TAdminRespondToAuthChallengeInput> = {
  plane: 'admin',
  input: ZAdminRespondToAuthChallengeInput,
  async run(input, { deps, req, request }) {
    const cc = await resolvePoolClient(deps, input.UserPoolId, input.ClientId);
    const responses = input.ChallengeResponses ?? {};
    return respondToChallenge(deps, cc, input.ChallengeName, responses, input.Session, {
      admin: true,
      client: adminRequestClient(input.ContextData, req, request),
      clientMetadata: input.ClientMetadata,
      checkSecret: (names) => assertSecretHash(cc.client, responses.SECRET_HASH, ...names),
    });
  },
};
