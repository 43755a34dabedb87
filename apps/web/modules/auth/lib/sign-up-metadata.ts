// The plan chosen on /pricing reaches sign-up in the query (planId, pricingPlanId, referralCodeId, discounts)
// and travels as client metadata with the sign-up and its confirmation (seed section 3), where the
// post-confirmation step records the signup plan. Only short, plain values are passed on.
// An invitation link (/invitations/<token>: `invitation`) or a join link (/join/<token>: `joinToken`) reaches
// sign-up the same way and makes the metadata `{ action: 'JOIN', invitation | joinToken }`: the confirmation
// then joins that workspace instead of creating one (the issue 23 contract).

export const SIGN_UP_METADATA_KEYS = ['planId', 'pricingPlanId', 'referralCodeId', 'discounts'] as const;
export const JOIN_METADATA_KEYS = ['invitation', 'joinToken'] as const;
export const SIGN_UP_ACTION = 'SIGN_UP';
export const JOIN_ACTION = 'JOIN';

const SAFE_VALUE = /^[\w\-.:,[\]{}"% ]{1,512}$/;
/** Invitation and join tokens are base64url. */
const TOKEN = /^[\w-]{8,256}$/;

/** The confirmation metadata from a query; `action` is always present. Pure. */
export function signUpMetadataFrom(query: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = { action: SIGN_UP_ACTION };
  for (const key of SIGN_UP_METADATA_KEYS) {
    const value = query.get(key)?.trim();
    if (value && SAFE_VALUE.test(value)) metadata[key] = value;
  }
  // One workspace to join: an invitation wins over a join link.
  const join = JOIN_METADATA_KEYS.find((key) => TOKEN.test(query.get(key)?.trim() ?? ''));
  if (join) {
    metadata.action = JOIN_ACTION;
    metadata[join] = query.get(join)?.trim() ?? '';
  }
  return metadata;
}

/** The plan and join parts of the metadata as query parameters, so the next page of the flow keeps them. */
export function signUpMetadataQuery(metadata: Record<string, string>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of [...SIGN_UP_METADATA_KEYS, ...JOIN_METADATA_KEYS]) if (metadata[key]) query[key] = metadata[key];
  return query;
}

/**
 * The landing page of the invitation or join link the metadata carries (`/invitations/<token>`, `/join/<token>`):
 * where signing in instead of signing up should come back to, to accept there.
 */
export function joinLandingPath(metadata: Record<string, string>): string | undefined {
  if (metadata.invitation) return `/invitations/${encodeURIComponent(metadata.invitation)}`;
  if (metadata.joinToken) return `/join/${encodeURIComponent(metadata.joinToken)}`;
  return undefined;
}

/** Where a new owner who chose a paid plan on /pricing continues once signed in: the subscription page. */
export const PLAN_LANDING_PATH = '/dashboard/subscription';

/** The referral code's text among the metadata's discounts (as /pricing writes them), if any. */
export function referralCodeOf(metadata: Record<string, string>): string | undefined {
  if (!metadata.discounts) return undefined;
  try {
    const discounts = JSON.parse(metadata.discounts) as unknown;
    const first = Array.isArray(discounts) ? (discounts[0] as { code?: unknown } | undefined) : undefined;
    return typeof first?.code === 'string' && first.code.trim() ? first.code.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The subscription page offering the plan chosen on /pricing (`?plan=<pricingPlanId>&code=<referral code>`):
 * where a sign-up that carries a plan lands after the confirmation's sign-in. None for a free plan (`paid`
 * false, when the page knows it), nor when joining a workspace (its plan is the workspace's).
 */
export function planLandingPath(metadata: Record<string, string>, paid = true): string | undefined {
  if (metadata.action !== SIGN_UP_ACTION || !metadata.pricingPlanId || !paid) return undefined;
  const query = new URLSearchParams({ plan: metadata.pricingPlanId });
  const code = referralCodeOf(metadata);
  if (code) query.set('code', code);
  return `${PLAN_LANDING_PATH}?${query.toString()}`;
}
