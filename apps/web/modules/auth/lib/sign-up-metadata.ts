// The plan chosen on /pricing reaches sign-up in the query (planId, pricingPlanId, referralCodeId, discounts)
// and travels as client metadata with the sign-up and its confirmation (seed section 3), where the
// post-confirmation step records the signup plan. Only short, plain values are passed on.

export const SIGN_UP_METADATA_KEYS = ['planId', 'pricingPlanId', 'referralCodeId', 'discounts'] as const;
export const SIGN_UP_ACTION = 'SIGN_UP';

const SAFE_VALUE = /^[\w\-.:,[\]{}"% ]{1,512}$/;

/** The confirmation metadata from a query; `action` is always present. Pure. */
export function signUpMetadataFrom(query: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = { action: SIGN_UP_ACTION };
  for (const key of SIGN_UP_METADATA_KEYS) {
    const value = query.get(key)?.trim();
    if (value && SAFE_VALUE.test(value)) metadata[key] = value;
  }
  return metadata;
}

/** The plan part of the metadata as query parameters, so the next page of the flow keeps it. */
export function signUpMetadataQuery(metadata: Record<string, string>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of SIGN_UP_METADATA_KEYS) if (metadata[key]) query[key] = metadata[key];
  return query;
}
