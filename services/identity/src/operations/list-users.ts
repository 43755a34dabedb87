// ListUsers: Cognito's filter language (`attr = "v"`, `attr ^= "prefix"`), AttributesToGet, Limit and an
// opaque PaginationToken. Filters on username, email, sub and status use indexes; pages are keyset-ordered by
// (created_at, username), which the users_pool_created_idx index serves.
import { z } from 'zod';
import { Errors } from '../protocol/errors.ts';
import type { Operation } from '../protocol/types.ts';
import { requirePool } from '../store/pools.ts';
import { toUser, USER_COLUMNS } from '../store/users.ts';
import { userType } from './admin-user-shape.ts';
import { decodePageToken, encodePageToken } from './pagination.ts';
import { ZUserPoolId } from './user-pool-shape.ts';

export const ZListUsersInput = z.object({
  UserPoolId: ZUserPoolId,
  AttributesToGet: z.array(z.string().min(1).max(32)).max(64).optional(),
  Limit: z.number().int().min(0).max(60).optional(),
  PaginationToken: z.string().min(1).max(2048).optional(),
  Filter: z.string().max(256).optional(),
});
export type TListUsersInput = z.infer<typeof ZListUsersInput>;

const FILTER = /^\s*([\w:]+)\s*(=|\^=)\s*"((?:[^"\\]|\\.)*)"\s*$/;
const FILTERABLE = new Set([
  'username',
  'email',
  'phone_number',
  'name',
  'given_name',
  'family_name',
  'preferred_username',
  'cognito:user_status',
  'status',
  'sub',
]);

function likePrefix(value: string): string {
  return `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The SQL condition for a filter, with its parameter appended to `params`. */
export function filterCondition(filter: string | undefined, params: unknown[]): string {
  const text = filter?.trim() ?? '';
  if (!text) return 'true';
  const m = FILTER.exec(text);
  if (!m) throw Errors.invalidParameter('Error while parsing filter.');
  const [, attribute, op, raw] = m;
  if (!FILTERABLE.has(attribute)) throw Errors.invalidParameter(`Invalid search attribute: ${attribute}`);
  const value = raw.replace(/\\(.)/g, '$1');
  const prefix = op === '^=';
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const compare = (expr: string, v: string) => (prefix ? `${expr} like ${p(likePrefix(v))}` : `${expr} = ${p(v)}`);
  switch (attribute) {
    case 'username':
      return compare('username', value);
    case 'email':
      return compare('email', value.toLowerCase());
    case 'sub':
      return compare('sub', value);
    case 'phone_number':
      return compare('phone_number', value);
    case 'cognito:user_status':
      return compare('status', value);
    case 'status':
      if (/^enabled$/i.test(value)) return 'enabled = true';
      if (/^disabled$/i.test(value)) return 'enabled = false';
      throw Errors.invalidParameter('status must be "Enabled" or "Disabled".');
    default:
      return compare(`attributes->>${p(attribute)}`, value);
  }
}

export const listUsers: Operation<TListUsersInput> = {
  plane: 'admin',
  input: ZListUsersInput,
  async run(input, { deps }) {
    const pool = await requirePool(deps, input.UserPoolId);
    const limit = input.Limit || 60;
    const params: unknown[] = [pool.id];
    const condition = filterCondition(input.Filter, params);
    let after = '';
    const key = decodePageToken(input.PaginationToken, 'PaginationToken');
    if (key !== undefined) {
      const sep = key.indexOf('|');
      const at = new Date(key.slice(0, sep));
      if (sep < 0 || Number.isNaN(at.getTime())) throw Errors.invalidParameter('Invalid PaginationToken.');
      params.push(at, key.slice(sep + 1));
      after = `and (created_at, username) > ($${params.length - 1}::timestamptz, $${params.length})`;
    }
    params.push(limit + 1);
    const rows = await deps.database.query(
      `select ${USER_COLUMNS} from identity.users
        where pool_id = $1 and ${condition} ${after}
        order by created_at, username
        limit $${params.length}`,
      params,
    );
    const users = rows.map((r) => toUser(r as never));
    const page = users.slice(0, limit);
    const last = page.at(-1);
    return {
      Users: page.map((u) => userType(u, input.AttributesToGet)),
      ...(users.length > limit && last
        ? { PaginationToken: encodePageToken(`${last.createdAt.toISOString()}|${last.username}`) }
        : {}),
    };
  },
};
