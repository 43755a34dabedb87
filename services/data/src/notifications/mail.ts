// The notifications' e-mail: plain text, signed with the site's name; MARKETING and PRODUCT mail (not the
// transactional kind) carries a one-click unsubscribe, as a link in the text and as RFC 8058 headers
// (List-Unsubscribe with the link, List-Unsubscribe-Post: List-Unsubscribe=One-Click). The link's token is an
// HMAC of the recipient and the type under a key derived from the master key, so it never expires and cannot be
// made for anyone else.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { type NotificationType, SITE } from '@innov/contracts';
import { isWellFormedText } from '@innov/platform';

export const UNSUBSCRIBE_PATH = '/notifications/unsubscribe';
/** The types a recipient may unsubscribe from by e-mail: SECURITY mail is always sent. */
export const UNSUBSCRIBABLE: readonly NotificationType[] = ['MARKETING', 'PRODUCT'];
/** Where a user changes their notification settings (the account page). */
export const SETTINGS_PATH = '/dashboard/account#notifications';

const MAC_BYTES = 16;

export function deriveUnsubscribeKey(masterKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'innov/data/notification-unsubscribe/v1', 32));
}

const mac = (key: Buffer, owner: string, type: string) =>
  createHmac('sha256', key).update(`unsubscribe\u0000${type}\u0000${owner}`).digest().subarray(0, MAC_BYTES);

/** `<type>.<recipient, base64url>.<mac>`: no expiry (a mail may be read months later). */
export function unsubscribeToken(key: Buffer, owner: string, type: NotificationType): string {
  return `${type}.${Buffer.from(owner).toString('base64url')}.${mac(key, owner, type).toString('base64url')}`;
}

/** The recipient and type of a token this service made, else null (edited, forged, truncated or junk). */
export function readUnsubscribeToken(key: Buffer, token: string): { owner: string; type: NotificationType } | null {
  if (token.length > 512) return null;
  const [type, encoded, given, ...rest] = token.split('.');
  if (rest.length || !type || !encoded || !given || !UNSUBSCRIBABLE.includes(type as NotificationType)) return null;
  const owner = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!owner || owner.length > 128 || !isWellFormedText(owner)) return null;
  const expected = mac(key, owner, type);
  const presented = Buffer.from(given, 'base64url');
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) return null;
  return { owner, type: type as NotificationType };
}

export function unsubscribeUrl(publicUrl: string, key: Buffer, owner: string, type: NotificationType): string {
  return `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(key, owner, type))}`;
}

/** RFC 8058's pair: the https link (here PUBLIC_URL's) and the one-click POST body it accepts. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

const TYPE_WORDS: Record<NotificationType, string> = {
  MARKETING: 'news and offers',
  PRODUCT: 'product updates',
  SECURITY: 'security notices',
};

/**
 * The text of a notification e-mail: the message, the site's signature, then (for mail one may stop) why it
 * came and how to stop it.
 */
export function mailText(
  message: string,
  publicUrl: string,
  unsubscribe?: { type: NotificationType; url: string },
): string {
  const parts = [message.trimEnd(), `${SITE.name}\n${SITE.email}`];
  if (unsubscribe)
    parts.push(
      `You receive this e-mail because ${TYPE_WORDS[unsubscribe.type]} are on in your notification settings.\n` +
        `Unsubscribe with one click: ${unsubscribe.url}\n` +
        `Change your settings: ${publicUrl}${SETTINGS_PATH}`,
    );
  return parts.join('\n\n');
}

/** The event's time as the user reads it, in their time zone: "25 November 2026 at 15:10 GMT". */
export function formatWhen(at: string, timeZone: string | null): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: zone,
      timeZoneName: 'short',
    }).format(date);
  try {
    return format(timeZone ?? 'UTC');
  } catch {
    // A zone the database knows and this runtime's Intl does not: the time in UTC rather than none.
    return format('UTC');
  }
}
