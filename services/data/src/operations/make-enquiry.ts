// makeEnquiry: a visitor's (or member's) enquiry is stored with who sent it and from where, the team is
// mailed at the site address, and the sender gets an acknowledgement. An optional referral code must be one
// usable with an enquiry (usage CONTACT_US); the form's consent box is recorded with its time.
import { SITE } from '@innov/contracts';
import { requireAudience } from '../auth/guard.ts';
import { Errors } from '../errors.ts';
import { type GraphQLContext, runtime } from '../graphql/context.ts';
import { publish } from '../graphql/model-resolvers.ts';
import { createRecord } from '../store/repository.ts';

interface MakeEnquiryInput {
  type: string;
  name: string;
  email: string;
  phone?: string | null;
  company?: string | null;
  message: string;
  referralCode?: string | null;
  consent?: boolean | null;
}

const LIMITS: Record<Exclude<keyof MakeEnquiryInput, 'consent'>, number> = {
  type: 64,
  name: 200,
  email: 254,
  phone: 40,
  company: 200,
  message: 5_000,
  referralCode: 64,
};

export async function makeEnquiry(_s: unknown, args: { input: MakeEnquiryInput }, ctx: GraphQLContext) {
  const { principal, deps } = ctx;
  requireAudience(principal, 'public', 'makeEnquiry');
  const input = args.input;
  for (const [key, max] of Object.entries(LIMITS)) {
    const v = input[key as keyof MakeEnquiryInput];
    if (typeof v === 'string' && v.length > max) throw Errors.validation(`input.${key}: at most ${max} characters`);
  }
  if (!input.name.trim()) throw Errors.validation('input.name: cannot be empty');
  if (!input.message.trim()) throw Errors.validation('input.message: cannot be empty');
  if (input.consent === false)
    throw Errors.validation('input.consent: we can only answer an enquiry with your agreement to be contacted');
  if (!principal.isAdmin && !deps.limiter.take('enquiry', principal.ip)) throw Errors.tooManyRequests();
  const referralCode = input.referralCode?.trim() || null;
  if (referralCode) {
    const [code] = await deps.database.query<{ id: string }>(
      `select id from app.referral_codes
        where upper(code) = upper($1) and active and usage_types ? 'CONTACT_US'
          and (expires_at is null or expires_at > $2)
          and (maximum_applications is null or applications < maximum_applications)`,
      [referralCode, deps.now()],
    );
    if (!code) throw Errors.validation('input.referralCode: this referral code cannot be used with an enquiry');
  }

  const values = {
    type: input.type,
    name: input.name.trim(),
    email: input.email,
    phone: input.phone ?? null,
    company: input.company ?? null,
    message: input.message,
    referralCode,
    consentedAt: input.consent ? deps.now() : null,
    status: 'NEW',
    owner: principal.userId ?? null,
    identityId: principal.identityId ?? null,
    requesterIp: principal.ip || null,
  };
  const summary = [
    `Type: ${input.type}`,
    `Name: ${input.name}`,
    `E-mail: ${input.email}`,
    input.phone ? `Phone: ${input.phone}` : '',
    input.company ? `Company: ${input.company}` : '',
    referralCode ? `Referral code: ${referralCode}` : '',
    '',
    input.message,
  ]
    .filter((l, i) => l !== '' || i === 6)
    .join('\n');
  // The enquiry and its two e-mails are one change: the mails are queued in the enquiry's transaction, so a
  // stored enquiry always gets them (after a restart if need be) and a failed insert sends nothing.
  const record = await deps.database.transaction(async (q) => {
    const created = await createRecord(
      { transaction: (fn) => fn(q) },
      runtime(ctx, 'Enquiry'),
      values,
      null,
      deps.now(),
    );
    await deps.mailer.send(
      {
        to: SITE.email,
        subject: `New enquiry (${input.type}) from ${input.name}`.slice(0, 200),
        text: `${summary}\n\nEnquiry ${created.id}, received ${created.createdAt}.`,
      },
      { query: q },
    );
    await deps.mailer.send(
      {
        to: input.email,
        subject: `We have your enquiry – ${SITE.name}`,
        text: `Hello ${input.name},\n\nThank you for getting in touch with ${SITE.name}. We have received your enquiry and a member of the team will reply within two working days.\n\nYour message:\n\n${input.message}\n\n${SITE.name}\n${SITE.email}`,
      },
      { query: q },
    );
    return created;
  });
  await publish(ctx, 'onCreateEnquiry', record);
  return record;
}
