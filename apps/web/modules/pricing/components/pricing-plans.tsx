// The plan cards (server-rendered from the plans the data service returns) and the referral-code field. The
// field, each plan's price and its "Choose" link are the client island (./referral.tsx): a valid code shows its
// discount on every plan and travels with the chosen plan into sign-up.
import { Check } from 'lucide-react';
import Link from 'next/link';
import type { CSSProperties } from 'react';
import { cx } from '../../site-ui/lib/cx.ts';
import type { TPricingPlan } from '../lib/pricing.ts';
import styles from './pricing-plans.module.css';
import { ChoosePlanLink, PlanPrice, ReferralForm, ReferralProvider } from './referral.tsx';

const HIGHLIGHTED_TIER = 'CAMPAIGN';

function PlanCard({ plan }: { plan: TPricingPlan }) {
  const bespoke = plan.tierId === 'BESPOKE_USER_PRICING';
  const highlighted = plan.tierId === HIGHLIGHTED_TIER;
  const titleId = `plan-${plan.id}-title`;
  return (
    <article aria-labelledby={titleId} className={cx('s-card', styles.card, highlighted && styles.highlighted)}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className="s-h5">
          {plan.title}
        </h2>
        {highlighted ? <span className="s-badge">Most chosen</span> : null}
      </div>
      {bespoke ? (
        <div className={styles.price} data-testid={`price-${plan.tierId}`}>
          <p className={styles.amount}>Agreed with you</p>
        </div>
      ) : (
        <PlanPrice plan={plan} />
      )}
      {!bespoke && plan.price > 0 && plan.trialDays ? (
        <p className={cx('s-body2', styles.description)}>{plan.trialDays}-day free trial</p>
      ) : null}
      <p className={cx('s-muted', styles.description)}>{plan.description}</p>
      <ul className={cx('s-list-plain', styles.features)}>
        {(plan.features ?? []).map((feature) => (
          <li key={feature} className={styles.feature}>
            <Check className={cx('s-icon s-icon--sm', styles.check)} aria-hidden />
            <span className="s-body2">{feature}</span>
          </li>
        ))}
      </ul>
      {bespoke ? (
        <Link href="/contact" prefetch={false} className="s-btn s-btn--outlined s-btn--block">
          Talk to us about Bespoke
        </Link>
      ) : (
        <ChoosePlanLink plan={plan} highlighted={highlighted} />
      )}
    </article>
  );
}

export function PricingPlans({ plans }: { plans: TPricingPlan[] }) {
  return (
    <ReferralProvider>
      <ReferralForm />
      <div className={cx('s-grid', styles.grid)} style={{ '--cols-lg': Math.min(plans.length, 5) } as CSSProperties}>
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
    </ReferralProvider>
  );
}
