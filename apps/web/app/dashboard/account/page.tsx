import type { Metadata } from 'next';
import { AccountView } from '../../../modules/account/components/account-view.tsx';

export const metadata: Metadata = { title: 'Account' };

export default function Page() {
  return <AccountView />;
}
