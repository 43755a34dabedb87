// The back-office's navigation (the dashboard's frame with these links, app/admin/layout.tsx). Pure.
import type { TNavigation } from '../../dashboard/lib/navigation.ts';
import { ADMIN_HREF } from './admins.ts';

export const ADMIN_NAVIGATION: TNavigation = {
  label: 'Back-office',
  items: [
    { title: 'Overview', href: ADMIN_HREF, icon: 'overview', exact: true },
    { title: 'Users', href: '/admin/users', icon: 'users', group: 'People' },
    { title: 'Workspaces', href: '/admin/workspaces', icon: 'workspaces', group: 'People' },
    { title: 'Content', href: '/admin/content', icon: 'content', group: 'Publishing' },
    { title: 'Surveys', href: '/admin/surveys', icon: 'surveys', group: 'Publishing' },
    { title: 'Payments', href: '/admin/payments', icon: 'payments', group: 'Business' },
    { title: 'Plans and codes', href: '/admin/plans', icon: 'plans', group: 'Business' },
    { title: 'Enquiries', href: '/admin/enquiries', icon: 'enquiries', group: 'Business' },
    { title: 'Newsletter', href: '/admin/newsletter', icon: 'newsletter', group: 'Business' },
    { title: 'Audit log', href: '/admin/audit', icon: 'audit', group: 'Records' },
  ],
};
