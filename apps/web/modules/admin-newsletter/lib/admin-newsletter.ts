'use client';
// The back-office's newsletter calls: the subscribers list (adminListNewsletter) and the deletion of one.
import type { NewsletterStatus } from '@innov/contracts';
import { defineAdminListQuery } from '../../admin/lib/admin-list.ts';
import { defineFunction } from '../../data/lib/model.ts';

export interface TNewsletterSubscriber {
  id: string;
  email: string;
  status: NewsletterStatus;
  confirmationSentAt: string | null;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  createdAt: string;
}

export const NewsletterSubscribersQuery = defineAdminListQuery<TNewsletterSubscriber>(
  'adminListNewsletter',
  'id email status confirmationSentAt confirmedAt unsubscribedAt createdAt',
  ['NewsletterSubscription'],
);

export const DeleteNewsletterSubscription = defineFunction<{ id: string }>(
  {
    name: 'deleteNewsletterSubscription',
    kind: 'mutation',
    args: { input: 'AdminDeleteNewsletterSubscriptionInput!' },
    selection: 'id',
  },
  'userPool',
  { invalidates: ['NewsletterSubscription'] },
);

export const NEWSLETTER_STATUS_LABELS: Record<NewsletterStatus, string> = {
  PENDING: 'Pending',
  CONFIRMED: 'Confirmed',
  UNSUBSCRIBED: 'Unsubscribed',
};

export const NEWSLETTER_STATUS_COLORS: Record<NewsletterStatus, 'warning' | 'success' | 'default'> = {
  PENDING: 'warning',
  CONFIRMED: 'success',
  UNSUBSCRIBED: 'default',
};
