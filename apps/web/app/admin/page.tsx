import { redirect } from 'next/navigation';
import { ADMIN_HREF } from '../../modules/admin/lib/admins.ts';

// The back-office starts with its workspaces (its only page so far).
export default function Page() {
  redirect(ADMIN_HREF);
}
