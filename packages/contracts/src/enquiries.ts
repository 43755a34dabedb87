// The enquiry form's input, as the data service checks it (MakeEnquiry) and the form validates it: the limits
// and the words of each problem, defined once.
import { z } from 'zod';
import { isAwsEmail } from './email.ts';
import { ENQUIRY_LIMITS } from './enquiry-limits.ts';
import { ENQUIRY_TYPES } from './enums.ts';

export { ENQUIRY_LIMITS };

/** An AWSEmail data field. */
export const ZAwsEmail = z.string().refine(isAwsEmail, 'expected an e-mail address like name@example.com');

const text = (max: number) => z.string().max(max, `at most ${max} characters`);
const filled = (max: number) => text(max).refine((v) => v.trim().length > 0, 'cannot be empty');

export const ZMakeEnquiryInput = z.object({
  type: z.enum(ENQUIRY_TYPES),
  name: filled(ENQUIRY_LIMITS.name),
  email: text(ENQUIRY_LIMITS.email).pipe(ZAwsEmail),
  phone: text(ENQUIRY_LIMITS.phone).nullish(),
  company: text(ENQUIRY_LIMITS.company).nullish(),
  message: filled(ENQUIRY_LIMITS.message),
  referralCode: text(ENQUIRY_LIMITS.referralCode).nullish(),
  consent: z
    .boolean()
    .nullish()
    .refine((v) => v !== false, 'we can only answer an enquiry with your agreement to be contacted'),
});
export type TMakeEnquiryInput = z.infer<typeof ZMakeEnquiryInput>;

export const ZSubscribeToNewsletterInput = z.object({ email: ZAwsEmail });
export type TSubscribeToNewsletterInput = z.infer<typeof ZSubscribeToNewsletterInput>;

/**
 * Where a newsletter e-mail's links point, for each link action: the site's pages (GET) and, for unsubscribe, the
 * data service's POST (the page's button and RFC 8058 one-click). The mail, the web pages and the mount agree here.
 */
export const NEWSLETTER_LINK_PATHS = {
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

/**
 * What a newsletter e-mail's link finds, as the site's confirmation and unsubscribe pages show it: the confirmation
 * link CONFIRMED (or ALREADY_CONFIRMED, or EXPIRED once the address unsubscribed); the unsubscribe link SUBSCRIBED
 * (its page asks first) or UNSUBSCRIBED; INVALID for a link that was forged, mangled or is for another action.
 */
export const NEWSLETTER_LINK_OUTCOMES = [
  'CONFIRMED',
  'ALREADY_CONFIRMED',
  'EXPIRED',
  'SUBSCRIBED',
  'UNSUBSCRIBED',
  'INVALID',
] as const;
export type NewsletterLinkOutcome = (typeof NEWSLETTER_LINK_OUTCOMES)[number];

/** An e-mailed link's id and token, as they come from its query: anything that does not check is INVALID. */
export const ZNewsletterLinkInput = z.object({ id: z.string().max(512), token: z.string().max(512) });
export type TNewsletterLinkInput = z.infer<typeof ZNewsletterLinkInput>;

/** What the team writes on an enquiry in the back-office: a reply e-mailed to its sender, an internal note. */
export const ENQUIRY_MESSAGE_LIMITS = { subject: 200, body: 10_000 } as const;

export const ZEnquiryReplyForm = z.object({
  subject: filled(ENQUIRY_MESSAGE_LIMITS.subject).transform((s) => s.trim()),
  body: filled(ENQUIRY_MESSAGE_LIMITS.body),
});
export type TEnquiryReplyForm = z.infer<typeof ZEnquiryReplyForm>;

export const ZEnquiryNoteForm = z.object({ body: filled(ENQUIRY_MESSAGE_LIMITS.body) });
export type TEnquiryNoteForm = z.infer<typeof ZEnquiryNoteForm>;
