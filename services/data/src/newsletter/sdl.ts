// The newsletter domain's GraphQL: a subscription's states, subscribeToNewsletter, what the e-mailed links find
// (the site's confirmation and unsubscribe pages), and the back-office's list of subscribers and deletion of one.
import { NEWSLETTER_LINK_OUTCOMES, NEWSLETTER_STATUSES } from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const newsletterSdl: SdlFragment = {
  enums: { NewsletterStatus: NEWSLETTER_STATUSES, NewsletterLinkOutcome: NEWSLETTER_LINK_OUTCOMES },
  sdl: /* GraphQL */ `
input SubscribeToNewsletterInput { email: AWSEmail! }
type NewsletterSubscriptionResult { email: AWSEmail! status: NewsletterStatus! }
input NewsletterLinkInput { id: String! token: String! }
type NewsletterLinkResult { outcome: NewsletterLinkOutcome! }
type AdminNewsletterSubscription { id: ID! email: String! status: NewsletterStatus! confirmationSentAt: AWSDateTime confirmedAt: AWSDateTime unsubscribedAt: AWSDateTime createdAt: AWSDateTime! updatedAt: AWSDateTime! }
type AdminNewsletterPage { items: [AdminNewsletterSubscription!]! total: Int! page: Int! pageSize: Int! }
input AdminDeleteNewsletterSubscriptionInput { id: ID! password: String }
type DeletedNewsletterSubscription { id: ID! email: String! status: NewsletterStatus! }
extend type Query {
  adminListNewsletter(input: AdminListInput): AdminNewsletterPage!
  newsletterUnsubscribeLink(input: NewsletterLinkInput!): NewsletterLinkResult!
}
extend type Mutation {
  subscribeToNewsletter(input: SubscribeToNewsletterInput!): NewsletterSubscriptionResult
  confirmNewsletterSubscription(input: NewsletterLinkInput!): NewsletterLinkResult!
  deleteNewsletterSubscription(input: AdminDeleteNewsletterSubscriptionInput!): DeletedNewsletterSubscription!
}
`,
};
