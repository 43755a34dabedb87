// The newsletter domain's GraphQL: a subscription's states and subscribeToNewsletter.
import { NEWSLETTER_STATUSES } from '@innov/contracts';
import type { SdlFragment } from '../graphql/fragment.ts';

export const newsletterSdl: SdlFragment = {
  enums: { NewsletterStatus: NEWSLETTER_STATUSES },
  sdl: /* GraphQL */ `
input SubscribeToNewsletterInput { email: AWSEmail! }
type NewsletterSubscriptionResult { email: AWSEmail! status: NewsletterStatus! }
extend type Mutation {
  subscribeToNewsletter(input: SubscribeToNewsletterInput!): NewsletterSubscriptionResult
}
`,
};
