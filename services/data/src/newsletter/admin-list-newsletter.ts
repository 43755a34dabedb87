// adminListNewsletter: the newsletter's subscribers for the back-office (/admin/newsletter): by status (PENDING,
// CONFIRMED, UNSUBSCRIBED), searched by address; newest first. Exported as CSV from the same rows.
import { defineAdminList } from '../admin/admin-list.ts';

interface Row {
  id: string;
  email: string;
  status: string;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface AdminNewsletterSubscription {
  id: string;
  email: string;
  status: string;
  confirmationSentAt: Date | null;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const adminNewsletterList = defineAdminList<'newsletter', Row, AdminNewsletterSubscription>({
  list: 'newsletter',
  field: 'adminListNewsletter',
  select: `select n.id, n.email, n.status, n.confirmation_sent_at, n.confirmed_at, n.unsubscribed_at, n.created_at,
                  n.updated_at
             from app.newsletter_subscriptions n`,
  where(filters, search, p) {
    const where: string[] = [];
    if (filters.status) where.push(`n.status = ${p.add(filters.status)}`);
    if (search) where.push(`n.email ilike ${p.contains(search)}`);
    return where;
  },
  orderBy: { createdAt: 'n.created_at', email: 'lower(n.email)' },
  tiebreak: 'n.id',
  toItem: (r) => ({
    id: r.id,
    email: r.email,
    status: r.status,
    confirmationSentAt: r.confirmation_sent_at,
    confirmedAt: r.confirmed_at,
    unsubscribedAt: r.unsubscribed_at,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }),
  csv: [
    { header: 'E-mail', value: (n) => n.email },
    { header: 'Status', value: (n) => n.status },
    { header: 'Subscribed', value: (n) => n.createdAt },
    { header: 'Confirmed', value: (n) => n.confirmedAt },
    { header: 'Unsubscribed', value: (n) => n.unsubscribedAt },
  ],
  fileName: 'newsletter-subscribers',
});
