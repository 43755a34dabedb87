'use client';
// The pricing page's one interactive part: the referral-code field. A valid code (usage SIGN_UP or PAYMENT, not
// used up) is shared with the plan cards' price and "Choose" link, so the discount shows on every plan and travels
// with the chosen plan into sign-up. The rest of each card is server-rendered HTML. The field, each price and each
// link are islands of their own, so the code is kept in a store of this module, which they all read.
import { CircleCheck } from 'lucide-react';
import Link from 'next/link';
import { type FormEvent, type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { island } from '../../islands/island.tsx';
import { guestCall, preloadGuestCall } from '../../marketing/lib/guest-graphql.ts';
import { cx } from '../../site-ui/lib/cx.ts';
import { useHydratedForm } from '../../site-ui/lib/use-hydrated-form.ts';
import {
  discountOf,
  formatMoney,
  planPrice,
  referralTerms,
  signUpHref,
  type TPricingPlan,
  type TReferralValidation,
  VALIDATE_REFERRAL_CODE,
} from '../lib/pricing.ts';
import styles from './pricing-plans.module.css';

let applied: TReferralValidation | null = null;
const listeners = new Set<() => void>();

function setReferral(referral: TReferralValidation | null): void {
  applied = referral;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The applied referral code's validation; none while the page is rendered on the server. */
function useReferral(): TReferralValidation | null {
  return useSyncExternalStore(
    subscribe,
    () => applied,
    () => null,
  );
}

/** Around the plans: a code applied on an earlier visit (client-side navigation) does not carry over. */
export function ReferralProvider({ children }: { children: ReactNode }) {
  useEffect(() => () => setReferral(null), []);
  return children;
}

function ReferralFormView() {
  const referral = useReferral();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const submitProps = useHydratedForm(form, ({ name, value }) => {
    if (name === 'referralCode') setCode(String(value));
  });

  async function onApply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = code.trim();
    setReferral(null);
    if (!value) {
      setError('Enter a referral code.');
      return;
    }
    setChecking(true);
    setError(null);
    const result = await guestCall<TReferralValidation>(VALIDATE_REFERRAL_CODE, {
      code: value,
      usage: ['SIGN_UP', 'PAYMENT'],
    });
    setChecking(false);
    if (result.error) setError(result.error.message);
    else if (result.data.valid) setReferral(result.data);
    else setError(result.data.message ?? 'This referral code is not valid.');
  }

  return (
    <form
      ref={form}
      noValidate
      onSubmit={onApply}
      onFocus={preloadGuestCall}
      aria-labelledby="referral-title"
      className={styles.referral}
    >
      <h2 id="referral-title" className="s-h6">
        Have a referral code?
      </h2>
      <div className="s-field">
        <label htmlFor="referral-code" className="s-label">
          Referral code
        </label>
        <div className={styles.referralRow}>
          <input
            id="referral-code"
            name="referralCode"
            type="text"
            className="s-input"
            value={code}
            maxLength={64}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'referral-code-helper' : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
          />
          <button type="submit" className={cx('s-btn s-btn--outlined', styles.apply)} {...submitProps(checking)}>
            {checking ? 'Checking…' : 'Apply'}
          </button>
        </div>
        <p id="referral-code-helper" className={cx('s-helper s-helper--error', styles.referralHelper)}>
          {error}
        </p>
      </div>
      <div role="status">
        {referral?.valid ? (
          <div className="s-alert s-alert--success" data-testid="referral-applied">
            <CircleCheck className="s-icon" aria-hidden />
            <span>
              Code {referral.code} applied: {referralTerms(referral)}.
            </span>
          </div>
        ) : null}
      </div>
    </form>
  );
}

/**
 * A plan's price, with the referral discount applied when a valid code was entered: an ongoing discount is the price
 * of every period (the full price struck through beside it); a first-payment-only one says what the first period
 * costs and what follows.
 */
function PlanPriceView({ plan }: { plan: TPricingPlan }) {
  const referral = useReferral();
  const { amount, terms, firstPaymentOnly } = planPrice(plan, discountOf(referral));
  const lastingDiscount = referral?.timing === 'ONGOING' && plan.price > 0 && amount !== planPrice(plan, null).amount;
  return (
    <div className={styles.price} data-testid={`price-${plan.tierId}`}>
      <p className={styles.amount}>
        {amount}{' '}
        {terms ? (
          <span className={cx('s-body2 s-muted', firstPaymentOnly ? styles.terms : styles.suffix)}>{terms}</span>
        ) : null}
      </p>
      {lastingDiscount ? (
        <p className="s-body2 s-muted">
          <del>{formatMoney(plan.price, plan.currency ?? 'GBP')}</del> before your {referral?.message} discount
        </p>
      ) : null}
    </div>
  );
}

/** The plan's sign-up link, carrying the plan and, when one applies, the referral code and its discount. */
function ChoosePlanLinkView({ plan, highlighted }: { plan: TPricingPlan; highlighted: boolean }) {
  const referral = useReferral();
  return (
    <Link
      href={signUpHref(plan, referral)}
      prefetch={false}
      className={cx(
        's-btn s-btn--block',
        highlighted ? 's-btn--contained' : cx('s-btn--outlined', styles.outlinedPrimary),
      )}
      data-testid={`choose-${plan.tierId}`}
    >
      Choose {plan.title}
    </Link>
  );
}

export const ReferralForm = island('referral-form', ReferralFormView);
export const PlanPrice = island('plan-price', PlanPriceView);
export const ChoosePlanLink = island('choose-plan-link', ChoosePlanLinkView);
