'use client';
// The caller's workspace logo as a signed link at `width` (the record's Tenant.logo, set by the data service when
// a LOGO upload is confirmed), for the places that show the workspace's name; null when it has none.
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { useMyWorkspace } from '../../dashboard/lib/my-workspace.ts';
import { readProfile } from '../../dashboard/lib/workspace.ts';
import { useFileUrl } from '../../files/lib/use-file-url.ts';
import { Tenants } from './use-workspace.ts';

export function useWorkspaceLogo(width: number) {
  const { user } = useAuth();
  const { workspace } = useMyWorkspace(readProfile(user?.profile));
  const tenantId = workspace?.tenantId && !workspace.deletedAt ? workspace.tenantId : null;
  const tenant = Tenants.useGet(tenantId, { skip: !tenantId });
  const link = useFileUrl(tenant.data?.logo ?? null, width);
  return { url: link.url, onError: link.onError };
}
