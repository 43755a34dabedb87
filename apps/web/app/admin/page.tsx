import { redirect } from 'next/navigation';

// The back-office starts with its workspaces (its only page so far).
export default function Page() {
  redirect('/admin/workspaces');
}
