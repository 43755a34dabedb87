// makeEnquiry: a visitor's (or member's) enquiry is stored with who sent it and from where, the team is mailed at
// the site address, and the sender gets an acknowledgement, queued in the enquiry's own transaction. An optional
// referral code must be one usable with an enquiry (usage CONTACT_US); the consent box is recorded with its time.
import { SITE, ZMakeEnquiryInput } from '@innov/contracts';
import { z } from 'zod';
import { defineFunction } from '../domain/function.ts';
import { Errors } from '../errors.ts';
import { runtime } from '../graphql/context.ts';
import { usableReferralCode } from '../pricing/referral-codes.ts';
import { createRecord, type DbRecord } from '../store/repository.ts';

export const makeEnquiry = defineFunction({
  name: 'makeEnquiry',
  type: 'Mutation',
  allow: 'public',
  guestLimit: 'enquiry',
  input: z.object({ input: ZMakeEnquiryInput }),
  audit: (record: DbRecord) => ({ target: `Enquiry:${record.id}` }),
  async run(ctx, { input }) {
    const { deps, principal, db, publish } = ctx;
    const referralCode = input.referralCode?.trim() || null;
    if (referralCode && !(await usableReferralCode(db.query, referralCode, 'CONTACT_US', deps.now())))
      throw Errors.validation('input.referralCode: this referral code cannot be used with an enquiry');
    const record = await createRecord(
      db,
      runtime(ctx, 'Enquiry'),
      {
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
      },
      null,
      deps.now(),
    );
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
    // Queued in this transaction: a stored enquiry always gets its mails (after a restart if need be).
    await deps.mailer.send(
      {
        to: SITE.email,
        subject: `New enquiry (${input.type}) from ${input.name}`.slice(0, 200),
        text: `${summary}\n\nEnquiry ${record.id}, received ${record.createdAt}.`,
      },
      { query: db.query },
    );
    await deps.mailer.send(
      {
        to: input.email,
        subject: `We have your enquiry – ${SITE.name}`,
        text: `Hello ${input.name},\n\nThank you for getting in touch with ${SITE.name}. We have received your enquiry and a member of the team will reply within two working days.\n\nYour message:\n\n${input.message}\n\n${SITE.name}\n${SITE.email}`,
      },
      { query: db.query },
    );
    publish('onCreateEnquiry', record);
    return record;
  },
});
