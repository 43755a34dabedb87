// /newsletter/unsubscribe?id=…&token=…: the link at the foot of every newsletter e-mail. Opening it asks first
// (mail scanners follow links); its button posts to the link itself, as mail clients' one-click does, and the
// page then says the address is unsubscribed. In the site's frame.
import type { Metadata } from 'next';
import { NewsletterLinkView } from '../../../../modules/newsletter/components/newsletter-link-view.tsx';
import {
  linkFromQuery,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  unsubscribeLinkState,
} from '../../../../modules/newsletter/lib/newsletter-links.ts';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Unsubscribe from the newsletter', robots: { index: false } };

export default async function NewsletterUnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const link = linkFromQuery(await searchParams);
  const action = link
    ? `${NEWSLETTER_UNSUBSCRIBE_PATH}?${new URLSearchParams({ id: link.id, token: link.token }).toString()}`
    : undefined;
  return <NewsletterLinkView outcome={await unsubscribeLinkState(link)} unsubscribeAction={action} />;
}
