// Who manages billing: the owners and admins of the caller's workspace (members read the plan, status,
// entitlements and usage only). A member's manage call is AppSync's Unauthorized, as every role denial.
import { requireRole, requireWorkspace } from '../auth/guard.ts';
import type { Principal } from '../auth/principal.ts';

export const BILLING_MANAGERS = ['owner', 'admin'] as const;

export async function requireBillingManager(principal: Principal, field: string, typeName = 'Mutation') {
  const w = await requireRole(principal, BILLING_MANAGERS, field, typeName);
  return { ...w, tenantId: w.tenantId as string };
}

export async function requireBillingReader(principal: Principal, field: string) {
  const w = await requireWorkspace(principal, field, 'Query');
  return { ...w, tenantId: w.tenantId as string };
}
