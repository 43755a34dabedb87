'use client';
// The back-office overview's query (adminOverview): daily series over the period (revenue too) and the counts as
// they stand (subscriptions by plan too).
import type { PricingTier } from '@innov/contracts';
import { defineFunction } from '../../data/lib/model.ts';

export interface TAdminOverviewDay {
  /** The UTC day, `YYYY-MM-DD`. */
  date: string;
  signUps: number;
  workspaces: number;
  enquiries: number;
  newsletter: number;
  /** Pounds: PAID payments that day less their refunds. */
  revenue: number;
}

export interface TAdminOverviewTier {
  tier: PricingTier;
  trialing: number;
  active: number;
  pastDue: number;
  total: number;
}

export interface TAdminOverview {
  days: number;
  from: string;
  to: string;
  series: TAdminOverviewDay[];
  signUps: number;
  workspacesCreated: number;
  enquiriesReceived: number;
  newsletterConfirmed: number;
  users: number;
  workspaces: { pending: number; active: number; rejected: number; deactivated: number; deleted: number };
  openEnquiries: number;
  newsletter: { pending: number; confirmed: number; unsubscribed: number };
  /** Pounds over the period. */
  revenue: number;
  subscriptionsByTier: TAdminOverviewTier[];
  subscriptions: number;
}

export const AdminOverviewQuery = defineFunction<TAdminOverview>(
  {
    name: 'adminOverview',
    kind: 'query',
    args: { days: 'Int' },
    selection:
      'days from to series { date signUps workspaces enquiries newsletter revenue } signUps workspacesCreated ' +
      'enquiriesReceived newsletterConfirmed users workspaces { pending active rejected deactivated deleted } ' +
      'openEnquiries newsletter { pending confirmed unsubscribed } revenue subscriptions ' +
      'subscriptionsByTier { tier trialing active pastDue total }',
  },
  'userPool',
  { provides: ['Tenant', 'UserProfile', 'Enquiry', 'NewsletterSubscription', 'Payment'] },
);
