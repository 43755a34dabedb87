// The newsletter domain's model: one subscription per address, double opt-in (subscribeToNewsletter and the
// e-mailed links change it); only platform admins read them.
import { schema } from '@innov/db';
import { e, s, time } from '../models/fields.ts';
import type { ModelDef } from '../models/types.ts';

export const newsletterSubscriptionModel: ModelDef = {
  name: 'NewsletterSubscription',
  table: schema.newsletterSubscriptions,
  fields: {
    email: s('AWSEmail!', { readOnly: true }),
    status: e('NewsletterStatus', { readOnly: true }),
    confirmedAt: time({ readOnly: true }),
    unsubscribedAt: time({ readOnly: true }),
  },
  indexes: [{ query: 'newsletterSubscriptionsByStatusAndCreatedAt', partition: 'status', sort: 'createdAt' }],
  rules: [],
  // Deleted through deleteNewsletterSubscription only, which asks for the admin's password.
  expose: { get: true, list: true },
};
