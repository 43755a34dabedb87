// The back-office's audit log (/admin/audit): every audited change (app.audit_log, written by invoke with each
// domain function's change), newest first, with the actor's name and e-mail and the workspace's name. Filtered by
// actor (a profile id, `guest:…`/`service:…`, or an e-mail matched to the profile), action (exactly, or every
// decision of it: `reviewWorkspace` also finds `reviewWorkspace:APPROVE`), target (`Model:id`, or `Model:` for
// every record of a model) and dates (UTC days, both ends included); searched over action, target and the actor's
// name and e-mail. Platform admins alone read it, so it names the actor of every change, an anonymous idea's too.
import type { AdminListName } from '@innov/contracts';
import { type AdminList, defineAdminList } from './admin-list.ts';

export interface AdminAuditEntry {
  id: string;
  createdAt: Date;
  actor: string | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  target: string | null;
  tenantId: string | null;
  workspace: string | null;
  ip: string | null;
  requestId: string | null;
  /** What the change recorded, without the log's own bookkeeping (how the caller authenticated). */
  details: Record<string, unknown>;
  /** The details in a line: `key: value · key: value`. */
  summary: string;
}

interface AuditRow {
  id: string;
  created_at: Date;
  actor: string | null;
  actor_name: string | null;
  actor_email: string | null;
  action: string;
  target: string | null;
  tenant_id: string | null;
  workspace: string | null;
  ip: string | null;
  request_id: string | null;
  details: Record<string, unknown> | null;
}

const SUMMARY_MAX = 240;

/** A details object in one line: each key with its value (objects as JSON), cut at SUMMARY_MAX characters. */
export function summarizeDetails(details: Record<string, unknown>): string {
  const text = Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX - 1)}…` : text;
}

/** The start of a UTC day `YYYY-MM-DD`, shifted by `days`. */
const dayStart = (date: string, days = 0) => new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000);

export const adminListAudit = defineAdminList({
  list: 'audit',
  field: 'adminListAudit',
  select: `select a.id, a.created_at, a.actor, nullif(p.name, '') as actor_name,
                  p.email as actor_email, a.action, a.target, a.tenant_id, t.workspace, a.ip, a.request_id, a.details
             from app.audit_log a
             left join app.user_profiles p on p.id = a.actor
             left join app.tenants t on t.id = a.tenant_id`,
  where(filters, search, p) {
    const where: string[] = [];
    if (filters.actor) {
      where.push(
        filters.actor.includes('@')
          ? `a.actor in (select id from app.user_profiles where lower(email) = lower(${p.add(filters.actor)}))`
          : `a.actor = ${p.add(filters.actor)}`,
      );
    }
    if (filters.action) {
      const action = p.add(filters.action);
      where.push(`(a.action = ${action} or a.action like ${p.add(`${escapeLike(filters.action)}:%`)})`);
    }
    if (filters.target) {
      where.push(
        filters.target.endsWith(':')
          ? `a.target like ${p.add(`${escapeLike(filters.target)}%`)}`
          : `a.target = ${p.add(filters.target)}`,
      );
    }
    if (filters.from) where.push(`a.created_at >= ${p.add(dayStart(filters.from))}`);
    if (filters.to) where.push(`a.created_at < ${p.add(dayStart(filters.to, 1))}`);
    if (search) {
      const s = p.contains(search);
      where.push(`(a.action ilike ${s} or a.target ilike ${s} or p.email ilike ${s} or p.name ilike ${s})`);
    }
    return where;
  },
  orderBy: { createdAt: 'a.created_at' },
  tiebreak: 'a.id',
  toItem(r: AuditRow): AdminAuditEntry {
    const { authMode: _authMode, ...details } = r.details ?? {};
    return {
      id: r.id,
      createdAt: r.created_at,
      actor: r.actor,
      actorName: r.actor_name,
      actorEmail: r.actor_email,
      action: r.action,
      target: r.target,
      tenantId: r.tenant_id,
      workspace: r.workspace,
      ip: r.ip,
      requestId: r.request_id,
      details,
      summary: summarizeDetails(details),
    };
  },
  csv: [
    { header: 'When', value: (e) => e.createdAt },
    { header: 'Actor', value: (e) => e.actor },
    { header: 'Actor name', value: (e) => e.actorName },
    { header: 'Actor e-mail', value: (e) => e.actorEmail },
    { header: 'Action', value: (e) => e.action },
    { header: 'Target', value: (e) => e.target },
    { header: 'Workspace', value: (e) => e.workspace },
    { header: 'Address', value: (e) => e.ip },
    { header: 'Request', value: (e) => e.requestId },
    { header: 'Details', value: (e) => JSON.stringify(e.details) },
  ],
  fileName: 'audit-log',
});

/** LIKE's wildcards in `text` taken literally (the default escape character, backslash). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export const auditAdminLists: Partial<Record<AdminListName, AdminList>> = {
  audit: adminListAudit as unknown as AdminList,
};
