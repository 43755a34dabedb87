// The dashboard's navigation. Only routes that exist are listed: other dashboard pages arrive with their
// issues and add themselves here.
export interface TDashboardNavItem {
  title: string;
  href: string;
  icon: 'overview' | 'companies' | 'teams' | 'notifications' | 'account';
}

export const DASHBOARD_HREF = '/dashboard';
export const ACCOUNT_HREF = '/dashboard/account';
export const NOTIFICATIONS_HREF = '/dashboard/notifications';
export const COMPANIES_HREF = '/dashboard/companies';
export const TEAMS_HREF = '/dashboard/teams';

export const DASHBOARD_NAV: readonly TDashboardNavItem[] = [
  { title: 'Overview', href: DASHBOARD_HREF, icon: 'overview' },
  { title: 'Companies', href: COMPANIES_HREF, icon: 'companies' },
  { title: 'Teams', href: TEAMS_HREF, icon: 'teams' },
  { title: 'Notifications', href: NOTIFICATIONS_HREF, icon: 'notifications' },
  { title: 'Account', href: ACCOUNT_HREF, icon: 'account' },
];

/** The overview is active only on itself; other items also on the pages below them. */
export function isActiveNavItem(pathname: string, href: string): boolean {
  if (href === DASHBOARD_HREF) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}
