// The back-office's own functions (the CSV export, the overview, the audit log), listed in domain/registry.ts
// through this array; the audit log's list is in audit-log.ts (admin/lists.ts gathers every list).
import type { DomainFunction } from '../domain/function.ts';
import { adminOverview } from './admin-overview.ts';
import { adminListAudit } from './audit-log.ts';
import { createAdminExport } from './create-admin-export.ts';

export const adminFunctions: DomainFunction[] = [
  createAdminExport as unknown as DomainFunction,
  adminOverview as unknown as DomainFunction,
  adminListAudit.fn,
];
