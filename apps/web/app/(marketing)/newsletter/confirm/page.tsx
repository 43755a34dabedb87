// /newsletter/confirm?id=…&token=…: the newsletter's confirmation link (double opt-in). Opening it confirms; the
// page says so, or that the address was confirmed before, or why the link does not work, in the site's frame.
import type { Metadata } from 'next';
import { NewsletterLinkView } from '../../../../modules/newsletter/components/newsletter-link-view.tsx';
import { confirmByLink, linkFromQuery } from '../../../../modules/newsletter/lib/newsletter-links.ts';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Newsletter subscription', robots: { index: false } };

export default async function NewsletterConfirmPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <NewsletterLinkView outcome={await confirmByLink(linkFromQuery(await searchParams))} />;
}
