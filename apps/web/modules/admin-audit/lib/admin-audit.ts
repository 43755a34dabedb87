'use client';
// The back-office's audit log query (adminListAudit): one entry per audited change, newest first.
import { defineAdminListQuery } from '../../admin/lib/admin-list.ts';

export interface TAuditEntry {
  id: string;
  createdAt: string;
  /** A profile id, `guest:…`, `service:…` or `system:…`. */
  actor: string | null;
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  /** `Model:id`. */
  target: string | null;
  tenantId: string | null;
  workspace: string | null;
  ip: string | null;
  requestId: string | null;
  details: string;
  /** The details in a line. */
  summary: string;
}

export const AdminAuditQuery = defineAdminListQuery<TAuditEntry>(
  'adminListAudit',
  'id createdAt actor actorName actorEmail action target tenantId workspace ip requestId details summary',
  ['AuditLog'],
);
