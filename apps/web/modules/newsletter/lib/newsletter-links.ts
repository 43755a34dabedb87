// The newsletter e-mails' links as pages of the site: /newsletter/confirm (double opt-in) and
// /newsletter/unsubscribe (a page with a button, whose POST to the link itself unsubscribes, as mail clients'
// one-click does). The pages ask the data service what the link finds, on the server, and say it in words.
import { NEWSLETTER_LINK_PATHS, type NewsletterLinkOutcome, SITE, type TNewsletterLinkInput } from '@innov/contracts';
import { queryDataService } from '../../marketing/lib/data-service.ts';

export const NEWSLETTER_UNSUBSCRIBE_PATH = NEWSLETTER_LINK_PATHS.unsubscribe;
/** The footer's newsletter field (newsletter-signup.tsx), on every public page: where "Subscribe again" goes. */
export const NEWSLETTER_FIELD_ANCHOR = '#newsletter-email';

const CONFIRM = /* GraphQL */ `
  mutation ConfirmNewsletterSubscription($input: NewsletterLinkInput!) {
    confirmNewsletterSubscription(input: $input) { outcome }
  }
`;
const UNSUBSCRIBE_STATE = /* GraphQL */ `
  query NewsletterUnsubscribeLink($input: NewsletterLinkInput!) {
    newsletterUnsubscribeLink(input: $input) { outcome }
  }
`;

type TQueryValue = string | string[] | undefined;

/** The link's id and token from the page's query; null when either is missing (a link cut short). */
export function linkFromQuery(query: Record<string, TQueryValue>): TNewsletterLinkInput | null {
  const one = (v: TQueryValue) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
  const id = one(query.id);
  const token = one(query.token);
  return id && token ? { id, token } : null;
}

/** Confirms the subscription the link names (opening it is the confirmation). */
export async function confirmByLink(link: TNewsletterLinkInput | null): Promise<NewsletterLinkOutcome> {
  if (!link) return 'INVALID';
  const data = await queryDataService<{ confirmNewsletterSubscription: { outcome: NewsletterLinkOutcome } }>(
    CONFIRM,
    { input: link },
    null,
  );
  return data.confirmNewsletterSubscription.outcome;
}

/** Whether the unsubscribe link's address still gets the newsletter (its page asks before it acts). */
export async function unsubscribeLinkState(link: TNewsletterLinkInput | null): Promise<NewsletterLinkOutcome> {
  if (!link) return 'INVALID';
  const data = await queryDataService<{ newsletterUnsubscribeLink: { outcome: NewsletterLinkOutcome } }>(
    UNSUBSCRIBE_STATE,
    { input: link },
    null,
  );
  return data.newsletterUnsubscribeLink.outcome;
}

export interface TLinkPage {
  title: string;
  text: string;
  tone: 'success' | 'question' | 'problem';
  /** Offer the footer's sign-up again (the address is not, or no longer, subscribed). */
  subscribeAgain: boolean;
}

/** What each outcome's page says. */
export const LINK_PAGES: Record<NewsletterLinkOutcome, TLinkPage> = {
  CONFIRMED: {
    title: 'You are subscribed',
    text: `Thank you: the ${SITE.name} newsletter will come to this address. Every issue has a link to unsubscribe.`,
    tone: 'success',
    subscribeAgain: false,
  },
  ALREADY_CONFIRMED: {
    title: 'You are already subscribed',
    text: 'This address was confirmed before: there is nothing more to do. Every issue has a link to unsubscribe.',
    tone: 'success',
    subscribeAgain: false,
  },
  EXPIRED: {
    title: 'This link has expired',
    text: 'This address has been unsubscribed since the link was sent. To get the newsletter again, subscribe with the form below: we will send you a new link.',
    tone: 'problem',
    subscribeAgain: true,
  },
  SUBSCRIBED: {
    title: 'Unsubscribe from the newsletter',
    text: `Stop sending the ${SITE.name} newsletter to this address? You can subscribe again at any time.`,
    tone: 'question',
    subscribeAgain: false,
  },
  UNSUBSCRIBED: {
    title: 'You are unsubscribed',
    text: 'You will not receive the newsletter any more. Changed your mind? Subscribe again with the form below.',
    tone: 'success',
    subscribeAgain: true,
  },
  INVALID: {
    title: 'This link is not valid',
    text: 'It may have been copied incompletely: open it again from the e-mail, or subscribe with the form below to get a new one.',
    tone: 'problem',
    subscribeAgain: true,
  },
};
