// Code and link delivery: the pool's templates (or Cognito's defaults), passed through the CustomMessage
// trigger when the pool has one, then sent by the mailer. Returns Cognito's CodeDeliveryDetails.

import type { CustomMessageSource } from '@innov/platform';
import type { IdentityDeps } from '../deps.ts';
import { sendSms } from '../sms/send-sms.ts';
import type { UserPool } from '../store/types.ts';
import { eventBase, invokeTrigger } from './invoke.ts';

export interface CodeDeliveryDetails {
  Destination: string;
  DeliveryMedium: 'EMAIL' | 'SMS';
  AttributeName: string;
}

const CODE = '{####}';
const LINK = '{##Verify Email##}';

/** Lower-cased: addresses are case-insensitive here, and a mask should not tell how an account spelt its own. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

export function maskPhone(phone: string): string {
  return `+*******${phone.slice(-4)}`;
}

export function deliveryDetails(attribute: 'email' | 'phone_number', value: string): CodeDeliveryDetails {
  return attribute === 'email'
    ? { Destination: maskEmail(value), DeliveryMedium: 'EMAIL', AttributeName: 'email' }
    : { Destination: maskPhone(value), DeliveryMedium: 'SMS', AttributeName: 'phone_number' };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface DeliverOptions {
  pool: UserPool;
  clientId?: string;
  username: string;
  userAttributes: Record<string, string>;
  source: CustomMessageSource;
  code: string;
  /** Where to send; defaults to the user's e-mail. */
  destination?: { attribute: 'email' | 'phone_number'; value: string };
  clientMetadata?: Record<string, string>;
  /** For sign-up with CONFIRM_WITH_LINK: the confirmation URL. */
  link?: string;
  /** Whether `code` is a one-time code (stored on the outbox message) or a temporary password (not stored). */
  secretIsPassword?: boolean;
}

function defaults(pool: UserPool, source: CustomMessageSource, byLink: boolean): { subject: string; message: string } {
  const t = pool.config.VerificationMessageTemplate ?? {};
  switch (source) {
    case 'CustomMessage_AdminCreateUser': {
      const invite = pool.config.AdminCreateUserConfig?.InviteMessageTemplate ?? {};
      return {
        subject: invite.EmailSubject ?? 'Your temporary password',
        message: invite.EmailMessage ?? `Your username is {username} and temporary password is ${CODE}.`,
      };
    }
    case 'CustomMessage_ForgotPassword':
      return { subject: 'Your password reset code', message: `Your password reset code is ${CODE}.` };
    case 'CustomMessage_Authentication':
      return { subject: 'Your authentication code', message: `Your authentication code is ${CODE}.` };
    default:
      if (byLink) {
        return {
          subject: t.EmailSubjectByLink ?? 'Your verification link',
          message: t.EmailMessageByLink ?? `Please click the link below to verify your email address. ${LINK}`,
        };
      }
      return {
        subject: t.EmailSubject ?? 'Your verification code',
        message: t.EmailMessage ?? `Your verification code is ${CODE}.`,
      };
  }
}

export async function deliverCode(deps: IdentityDeps, o: DeliverOptions): Promise<CodeDeliveryDetails> {
  const destination = o.destination ?? { attribute: 'email' as const, value: o.userAttributes.email ?? '' };
  const details = deliveryDetails(destination.attribute, destination.value);
  if (!destination.value) return details;
  const byLink = Boolean(o.link);
  let { subject, message } = defaults(o.pool, o.source, byLink);
  // The pool's SMS template for MFA codes (SetUserPoolMfaConfig SmsAuthenticationMessage).
  const smsAuth = (o.pool.config as { SmsAuthenticationMessage?: string }).SmsAuthenticationMessage;
  if (o.source === 'CustomMessage_Authentication' && destination.attribute === 'phone_number' && smsAuth) {
    message = smsAuth;
  }
  const custom = await invokeTrigger(deps, o.pool, 'CustomMessage', {
    ...eventBase(deps, o.pool, o.username, o.clientId),
    triggerSource: o.source,
    request: {
      userAttributes: o.userAttributes,
      codeParameter: CODE,
      linkParameter: LINK,
      usernameParameter: o.source === 'CustomMessage_AdminCreateUser' ? '{username}' : null,
      clientMetadata: o.clientMetadata,
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  });
  if (custom) {
    if (destination.attribute === 'email') {
      if (custom.response.emailMessage) message = custom.response.emailMessage;
      if (custom.response.emailSubject) subject = custom.response.emailSubject;
    } else if (custom.response.smsMessage) {
      message = custom.response.smsMessage;
    }
  }
  const username =
    o.userAttributes.email && o.source === 'CustomMessage_AdminCreateUser' ? o.userAttributes.email : o.username;
  const render = (text: string, html: boolean) => {
    const esc = html ? escapeHtml : (s: string) => s;
    let out = (html ? escapeHtml(text) : text).split(CODE).join(esc(o.code)).split('{username}').join(esc(username));
    if (o.link) {
      const link = html ? `<a href="${escapeHtml(o.link)}">Verify Email</a>` : o.link;
      out = out.split(html ? escapeHtml(LINK) : LINK).join(link);
    }
    return out;
  };
  if (destination.attribute === 'phone_number') {
    await sendSms(deps, {
      to: destination.value,
      subject,
      text: render(message, false),
      code: o.secretIsPassword ? undefined : o.code,
    });
    return details;
  }
  await deps.mailer.send({
    to: destination.value,
    subject,
    text: render(message, false),
    html: destination.attribute === 'email' ? render(message, true) : undefined,
    code: o.secretIsPassword ? undefined : o.code,
    channel: destination.attribute === 'email' ? 'email' : 'sms',
  });
  return details;
}
