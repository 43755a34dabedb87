// What the data side does with an identity event for the user's notifications (docs/architecture.md,
// "Notifications"): the security notices (password, sign-in e-mail, two-step verification, a device remembered, a
// sign-in from a new device, signed out everywhere), each a SECURITY notification mailed to the user's current
// address (and, for a changed e-mail, to the previous one with the "this was not me" link), once per event id;
// and the attributes the data side keeps in step (the marketing consent, which MARKETING's EMAIL channel
// follows; the phone number SMS goes to; the profile's e-mail). Runs once per event, in the process that
// receives it, in one transaction; detail fields are optional and tolerated when absent.
import { SITE } from '@innov/contracts';
import { SECURITY_NOTIFICATION_LINK } from '@innov/contracts/notifications';
import type { IdentityEvent } from '@innov/platform';
import type { DataDeps } from '../deps.ts';
import { setEmailChannel } from './email-channel.ts';
import { formatWhen } from './mail.ts';
import { type NotificationMail, type NotifyContext, notify, notifyInTransaction } from './notify.ts';

const MARKETING_ATTRIBUTE = 'custom:marketing_update';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

interface Notice {
  kind: string;
  title: string;
  body: string;
  /** Mails beside the one to the current address (the previous address of a changed e-mail). */
  mails?: NotificationMail[];
}

/** The security notice an event makes, or null for events that tell the user nothing. */
export function securityNotice(event: IdentityEvent, when: string, publicUrl: string): Notice | null {
  const d = event.detail ?? {};
  const notYou = (what: string) =>
    `If this was you, there is nothing more to do. If it was not, ${what} at once: ${publicUrl}/auth/forgot-password`;
  switch (event.kind) {
    case 'PasswordChanged':
      return {
        kind: 'security.passwordChanged',
        title: 'Your password was changed',
        body: `The password of your account was changed on ${when}. ${notYou('reset your password')}`,
      };
    case 'EmailChanged': {
      const email = text(d.email);
      const previous = text(d.previousEmail);
      if (d.reverted === true)
        return {
          kind: 'security.emailRestored',
          title: 'Your sign-in e-mail was restored',
          body:
            `Your account signs in with ${email ?? 'your previous address'} again (${when}). Every session was ` +
            'signed out, and a new password is needed: we have sent a reset code to this address.',
        };
      if (!email)
        return {
          kind: 'security.emailRemoved',
          title: 'Your sign-in e-mail was removed',
          body: `The e-mail address of your account was removed on ${when}.`,
        };
      const revertUrl = text(d.revertUrl);
      const body = `Your account signs in with ${email}${previous ? ` instead of ${previous}` : ''} since ${when}.`;
      return {
        kind: 'security.emailChanged',
        title: 'Your sign-in e-mail was changed',
        body,
        mails:
          previous && previous.toLowerCase() !== email.toLowerCase()
            ? [
                {
                  to: previous,
                  subject: `Your sign-in e-mail was changed – ${SITE.name}`,
                  text:
                    `Hello,\n\n${body}\n\n` +
                    (revertUrl
                      ? `This was not me: ${revertUrl}\n\nThat link restores this address, signs out everywhere and ` +
                        'asks for a new password. It works once, for 7 days.'
                      : `If you did not expect this change, write to us straight away.`),
                },
              ]
            : [],
      };
    }
    case 'MfaChanged': {
      const factors = Array.isArray(d.factors) ? d.factors : [];
      const enabled = typeof d.enabled === 'boolean' ? d.enabled : factors.length > 0;
      return enabled
        ? {
            kind: 'security.mfaEnabled',
            title: 'Two-step verification turned on',
            body: `Signing in to your account now asks for a second step as well as your password (${when}).`,
          }
        : {
            kind: 'security.mfaDisabled',
            title: 'Two-step verification turned off',
            body: `Signing in to your account asks for your password alone since ${when}. ${notYou('reset your password')}`,
          };
    }
    case 'DeviceRemembered': {
      // Forgetting a device is a safe change; only a device newly trusted is worth a notice.
      if (d.remembered === false) return null;
      const name = text(d.deviceName);
      return {
        kind: 'security.deviceRemembered',
        title: 'A device was remembered',
        body: `${name ? `"${name}"` : 'A device'} was remembered on ${when}: signing in there skips the second step. ${notYou('reset your password')}`,
      };
    }
    case 'NewDeviceSignIn': {
      const device = text(d.device) ?? 'a new device';
      const ip = text(d.ip);
      return {
        kind: 'security.newDevice',
        title: `New sign-in from ${device}`,
        body: `Your account was signed in to from ${device}${ip ? ` (address ${ip})` : ''} on ${when}. ${notYou('reset your password')}`,
      };
    }
    case 'SignedOut':
      if (d.scope !== 'global') return null;
      return {
        kind: 'security.signedOutEverywhere',
        title: 'You were signed out everywhere',
        body: `Every session of your account was signed out on ${when}, on all devices. Sign in again to carry on.`,
      };
    default:
      return null;
  }
}

/** Keeps the data side's copy of identity's attributes in step: marketing consent, phone number, e-mail. */
async function followAttributes(ctx: NotifyContext, event: IdentityEvent, profileId: string): Promise<void> {
  const { db, deps } = ctx;
  const d = event.detail ?? {};
  const now = deps.now();
  if (event.kind === 'EmailChanged' && typeof d.email === 'string' && d.email) {
    await db.query(
      `update app.user_profiles
          set email = $2, cognito_user = jsonb_set(coalesce(cognito_user, '{}'::jsonb), '{email}', to_jsonb($2::text)),
              updated_at = $3
        where id = $1`,
      [profileId, d.email, now],
    );
  }
  if (event.kind !== 'AttributesChanged' || !d.attributes || typeof d.attributes !== 'object') return;
  const attributes = d.attributes as Record<string, unknown>;
  if (MARKETING_ATTRIBUTE in attributes) {
    const consent = attributes[MARKETING_ATTRIBUTE] === 'true';
    await db.query('update app.user_profiles set marketing_consent = $2, updated_at = $3 where id = $1', [
      profileId,
      consent,
      now,
    ]);
    const changed = await setEmailChannel(db.query, profileId, 'MARKETING', consent, now);
    if (changed) ctx.publish(changed.topic, changed.record);
  }
  if ('phone_number' in attributes) {
    const phone = text(attributes.phone_number) ?? null;
    await db.query('update app.user_profiles set phone_number = $2, updated_at = $3 where id = $1', [
      profileId,
      phone,
      now,
    ]);
  }
}

/** The notifications and attribute changes of one identity event (idempotent: an event may arrive twice). */
export async function notifyIdentityEvent(deps: DataDeps, event: IdentityEvent): Promise<void> {
  if (event.kind === 'UserDeleted') {
    // A deleted user's notifications go with them, as their security activity does.
    await deps.database.query(
      `delete from app.notification_events
        where owner = $1 and not exists (select 1 from app.user_profiles where id = $1 and sub is distinct from $2)`,
      [event.username, event.sub],
    );
    return;
  }
  await notifyInTransaction(deps, async (ctx) => {
    // The profile of the default pool's user the event names (another pool's users have none).
    const [profile] = await ctx.db.query<{ id: string; time_zone: string | null }>(
      'select id, time_zone from app.user_profiles where id = $1 and sub = $2',
      [event.username, event.sub],
    );
    if (!profile) return;
    await followAttributes(ctx, event, profile.id);
    const notice = securityNotice(event, formatWhen(event.at, profile.time_zone), deps.config.publicUrl);
    if (!notice) return;
    const current = text(event.detail?.currentEmail);
    await notify(ctx, {
      recipient: profile.id,
      type: 'SECURITY',
      kind: notice.kind,
      title: notice.title,
      body: notice.body,
      link: SECURITY_NOTIFICATION_LINK,
      sourceId: event.id,
      mail: [
        { to: current, subject: `${notice.title} – ${SITE.name}`, text: `Hello,\n\n${notice.body}` },
        ...(notice.mails ?? []),
      ],
    });
  });
}
