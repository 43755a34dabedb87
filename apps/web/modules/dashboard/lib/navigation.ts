// The dashboard's navigation. Only routes that exist are listed: other dashboard pages arrive with their
// issues and add themselves here.
export interface TDashboardNavItem {
  title: string;
  href: string;
  icon: 'overview' | 'companies' | 'teams' | 'ideas' | 'innovations' | 'templates' | 'notifications' | 'account';
  /** Items of one group sit together under its heading in the side navigation. */
  group?: string;
}

export const DASHBOARD_HREF = '/dashboard';
export const ACCOUNT_HREF = '/dashboard/account';
export const NOTIFICATIONS_HREF = '/dashboard/notifications';
export const COMPANIES_HREF = '/dashboard/companies';
export const TEAMS_HREF = '/dashboard/teams';
export const IDEAS_HREF = '/dashboard/ideation/ideas';
export const MY_INNOVATIONS_HREF = '/dashboard/ideation/my-innovations';
export const TEMPLATES_HREF = '/dashboard/ideation/templates';
export const CREATE_IDEA_HREF = '/dashboard/ideation/create';

export const DASHBOARD_NAV: readonly TDashboardNavItem[] = [
  { title: 'Overview', href: DASHBOARD_HREF, icon: 'overview' },
  { title: 'Companies', href: COMPANIES_HREF, icon: 'companies' },
  { title: 'Teams', href: TEAMS_HREF, icon: 'teams' },
  { title: 'Ideas', href: IDEAS_HREF, icon: 'ideas', group: 'Ideation' },
  { title: 'My innovations', href: MY_INNOVATIONS_HREF, icon: 'innovations', group: 'Ideation' },
  { title: 'Templates', href: TEMPLATES_HREF, icon: 'templates', group: 'Ideation' },
  { title: 'Notifications', href: NOTIFICATIONS_HREF, icon: 'notifications' },
  { title: 'Account', href: ACCOUNT_HREF, icon: 'account' },
];

/** The overview is active only on itself; other items also on the pages below them. */
export function isActiveNavItem(pathname: string, href: string): boolean {
  if (href === DASHBOARD_HREF) return pathname === href;
  return pathname === href || pathname.startsWith(`${href}/`);
}
