// AdminListUserAuthEvents: a user's authentication events (sign-in outcomes with their challenges, sign-up,
// forgotten and changed passwords), newest first, from the last 90 days. There is no risk engine: every event
// is NoRisk with no compromised credentials detected.
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { type AuthEventRecord, listAuthEvents } from '../store/auth-events.ts';
import { requirePoolUser } from './admin-user-shape.ts';
import { decodePageToken, page } from './pagination.ts';
import { ZUserPoolId } from './user-pool-shape.ts';
import { epochSeconds, ZUsername } from './user-shape.ts';

export const ZAdminListUserAuthEventsInput = z.object({
  UserPoolId: ZUserPoolId,
  Username: ZUsername,
  MaxResults: z.number().int().min(1).max(60).optional(),
  NextToken: z.string().min(1).max(2048).optional(),
});
export type TAdminListUserAuthEventsInput = z.infer<typeof ZAdminListUserAuthEventsInput>;

/** Cognito's AuthEventType. */
export function authEventType(e: AuthEventRecord) {
  return {
    EventId: e.id,
    EventType: e.type,
    CreationDate: epochSeconds(e.createdAt),
    EventResponse: e.response,
    EventRisk: { RiskDecision: 'NoRisk', CompromisedCredentialsDetected: false },
    ChallengeResponses: e.challenges,
    EventContextData: {
      ...(e.ipAddress ? { IpAddress: e.ipAddress } : {}),
      ...(e.deviceName ? { DeviceName: e.deviceName } : {}),
    },
  };
}

export const adminListUserAuthEvents: Operation<TAdminListUserAuthEventsInput> = {
  plane: 'admin',
  input: ZAdminListUserAuthEventsInput,
  async run(input, { deps }) {
    const { pool, user } = await requirePoolUser(deps, input.UserPoolId, input.Username);
    const size = input.MaxResults ?? 10;
    const key = decodePageToken(input.NextToken);
    let after: { at: Date; id: string } | undefined;
    if (key !== undefined) {
      const sep = key.indexOf('|');
      const at = new Date(key.slice(0, sep));
      if (sep < 0 || Number.isNaN(at.getTime())) throw Errors.invalidParameter('Invalid NextToken.');
      after = { at, id: key.slice(sep + 1) };
    }
    const rows = await listAuthEvents(deps, pool.id, user.username, size + 1, after);
    const { items, next } = page(rows, size, (e) => `${e.createdAt.toISOString()}|${e.id}`);
    return { AuthEvents: items.map(authEventType), ...(next ? { NextToken: next } : {}) };
  },
};
