// The dashboard's navigation. Only routes that exist are listed: other dashboard pages arrive with their
// issues and add themselves here.
export interface TDashboardNavItem {
  title: string;
  href: string;
  icon:
    | 'overview'
    | 'companies'
    | 'teams'
    | 'ideas'
    | 'innovations'
    | 'templates'
    | 'campaigns'
    | 'myCampaigns'
    | 'subscription'
    | 'notifications'
    | 'account'
    // The back-office's (modules/admin/lib/admin-nav.ts).
    | 'users'
    | 'workspaces'
    | 'content'
    | 'surveys'
    | 'plans'
    | 'enquiries'
    | 'newsletter'
    | 'payments'
    | 'audit';
  /** Items of one group sit together under its heading in the side navigation. */
  group?: string;
  /** Active only on its own page, not on the pages below it (an overview). */
  exact?: boolean;
}

/** A frame's navigation: its items and the name of its landmark. */
export interface TNavigation {
  label: string;
  items: readonly TDashboardNavItem[];
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
export const CAMPAIGNS_HREF = '/dashboard/campaigns';
export const NEW_CAMPAIGN_HREF = '/dashboard/campaigns/new';
export const MY_CAMPAIGNS_HREF = '/dashboard/campaigns/my-campaigns';
export const SUBSCRIPTION_HREF = '/dashboard/subscription';

export const DASHBOARD_NAV: readonly TDashboardNavItem[] = [
  { title: 'Overview', href: DASHBOARD_HREF, icon: 'overview', exact: true },
  { title: 'Companies', href: COMPANIES_HREF, icon: 'companies' },
  { title: 'Teams', href: TEAMS_HREF, icon: 'teams' },
  { title: 'Ideas', href: IDEAS_HREF, icon: 'ideas', group: 'Ideation' },
  { title: 'My innovations', href: MY_INNOVATIONS_HREF, icon: 'innovations', group: 'Ideation' },
  { title: 'Templates', href: TEMPLATES_HREF, icon: 'templates', group: 'Ideation' },
  { title: 'Campaigns', href: CAMPAIGNS_HREF, icon: 'campaigns', group: 'Campaigns' },
  { title: 'My campaigns', href: MY_CAMPAIGNS_HREF, icon: 'myCampaigns', group: 'Campaigns' },
  { title: 'Subscription', href: SUBSCRIPTION_HREF, icon: 'subscription' },
  { title: 'Notifications', href: NOTIFICATIONS_HREF, icon: 'notifications' },
  { title: 'Account', href: ACCOUNT_HREF, icon: 'account' },
];

export const DASHBOARD_NAVIGATION: TNavigation = { label: 'Dashboard', items: DASHBOARD_NAV };

/**
 * An overview is active only on itself; other items also on the pages below them, unless another of `items` is
 * nearer (/dashboard/campaigns/my-campaigns is "My campaigns", not also "Campaigns").
 */
export function isActiveNavItem(
  pathname: string,
  item: Pick<TDashboardNavItem, 'href' | 'exact'>,
  items: readonly Pick<TDashboardNavItem, 'href' | 'exact'>[] = [],
): boolean {
  const matches = (i: Pick<TDashboardNavItem, 'href' | 'exact'>) =>
    i.exact ? pathname === i.href : pathname === i.href || pathname.startsWith(`${i.href}/`);
  if (!matches(item)) return false;
  return !items.some((other) => other.href.length > item.href.length && matches(other));
}
