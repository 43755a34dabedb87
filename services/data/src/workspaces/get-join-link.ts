// getJoinLink: owners and admins see the workspace's join link (its token, whether it is on) and the e-mail
// domains it admits.
import type { RawQuery } from '@innov/db';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { requireManagerToRead } from './membership.ts';

export interface JoinLink {
  enabled: boolean;
  token: string | null;
  domains: string[];
}

export async function joinLinkOf(q: RawQuery, tenantId: string): Promise<JoinLink> {
  const [row] = await q<{ join_link_enabled: boolean; join_link_token: string | null; join_domains: string[] }>(
    'select join_link_enabled, join_link_token, join_domains from app.tenants where id = $1',
    [tenantId],
  );
  return {
    enabled: row?.join_link_enabled ?? false,
    token: row?.join_link_token ?? null,
    domains: row?.join_domains ?? [],
  };
}

export const getJoinLink = defineFunction({
  name: 'getJoinLink',
  type: 'Query',
  allow: 'signedIn',
  input: z.object({}),
  async run({ principal, db }) {
    const w = await requireManagerToRead(principal, 'getJoinLink');
    return joinLinkOf(db.query, w.tenantId as string);
  },
});
