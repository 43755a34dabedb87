// updateJoinLink: owners turn the join link on or off, list the e-mail domains it admits, or make a new token
// (the old link dead). A domain counts only when an owner's e-mail is on it, and never a public mail service's
// (anyone could join).
import { emailDomain, joinDomainProblem, MAIL_DOMAIN_PATTERN } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { type JoinLink, joinLinkOf } from './get-join-link.ts';
import { newToken, requireManager } from './membership.ts';

export const ZUpdateJoinLinkArgs = z.object({
  input: z.object({
    enabled: z.boolean(),
    domains: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .min(1, 'enter a domain')
          .max(253, 'at most 253 characters')
          .regex(MAIL_DOMAIN_PATTERN, 'enter a domain like example.com'),
      )
      .max(20, 'at most 20 domains'),
    regenerate: z.boolean().nullish(),
  }),
});

export const updateJoinLink = defineFunction({
  name: 'updateJoinLink',
  type: 'Mutation',
  allow: 'signedIn',
  input: ZUpdateJoinLinkArgs,
  audit: (out: JoinLink & { tenantId: string; regenerated: boolean }) => ({
    target: `Tenant:${out.tenantId}`,
    tenantId: out.tenantId,
    details: { enabled: out.enabled, domains: out.domains, regenerated: out.regenerated },
  }),
  async run(ctx, { input }) {
    const { principal, db, deps } = ctx;
    const w = await requireManager(principal, 'updateJoinLink', ['owner']);
    const tenantId = w.tenantId as string;
    const domains = [...new Set(input.domains)];
    const owners = await db.query<{ email: string | null }>(
      `select p.email from app.user_profiles p
         join app.tenants t on t.id = p.tenant_id
         left join app.workspace_members m on m.tenant_id = p.tenant_id and m.user_id = p.id
        where p.tenant_id = $1 and (t.owner = p.id or m.role = 'owner')`,
      [tenantId],
    );
    const ownerDomains = new Set(owners.flatMap((o) => (o.email ? [emailDomain(o.email)] : [])));
    for (const domain of domains) {
      const problem = joinDomainProblem(domain);
      if (problem) throw Errors.validation(`input.domains: ${problem}`);
      if (!ownerDomains.has(domain))
        throw Errors.validation(`input.domains: ${domain} is not the domain of an owner's e-mail`);
    }
    if (input.enabled && domains.length === 0)
      throw Errors.validation('input.domains: list at least one domain for the join link');
    const current = await joinLinkOf(db.query, tenantId);
    const regenerated = Boolean(input.regenerate) || (input.enabled && !current.token);
    const token = regenerated ? newToken() : current.token;
    await db.query(
      `update app.tenants set join_link_enabled = $2, join_link_token = $3, join_domains = $4::jsonb, updated_at = $5
        where id = $1`,
      [tenantId, input.enabled, token, JSON.stringify(domains), deps.now()],
    );
    return { enabled: input.enabled, token, domains, tenantId, regenerated };
  },
});
