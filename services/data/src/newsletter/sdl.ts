// The newsletter domain's GraphQL: a subscription's states, subscribeToNewsletter, and the back-office's list of
// subscribers and deletion of one.
import { NEWSLETTER_STATUSES } from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const newsletterSdl: SdlFragment = {
  enums: { NewsletterStatus: NEWSLETTER_STATUSES },
  sdl: /* GraphQL */ `
input SubscribeToNewsletterInput { email: AWSEmail! }
type NewsletterSubscriptionResult { email: AWSEmail! status: NewsletterStatus! }
type AdminNewsletterSubscription { id: ID! email: String! status: NewsletterStatus! confirmationSentAt: AWSDateTime confirmedAt: AWSDateTime unsubscribedAt: AWSDateTime createdAt: AWSDateTime! updatedAt: AWSDateTime! }
type AdminNewsletterPage { items: [AdminNewsletterSubscription!]! total: Int! page: Int! pageSize: Int! }
input AdminDeleteNewsletterSubscriptionInput { id: ID! password: String }
type DeletedNewsletterSubscription { id: ID! email: String! status: NewsletterStatus! }
extend type Query {
  adminListNewsletter(input: AdminListInput): AdminNewsletterPage!
}
extend type Mutation {
  subscribeToNewsletter(input: SubscribeToNewsletterInput!): NewsletterSubscriptionResult
  deleteNewsletterSubscription(input: AdminDeleteNewsletterSubscriptionInput!): DeletedNewsletterSubscription!
}
`,
};
