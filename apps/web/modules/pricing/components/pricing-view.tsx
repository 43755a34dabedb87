// /pricing: the plans from the data service (cached, revalidated when they change), the referral-code field,
// and the questions people ask before choosing. Server-rendered; only the referral field and what it changes
// (prices, sign-up links) hydrate.
import Image from 'next/image';
import { ContentSections } from '../../marketing/components/content-sections.tsx';
import { PageHeader } from '../../marketing/components/page-header.tsx';
import { CONTENT_TAGS, queryDataService } from '../../marketing/lib/data-service.ts';
import { Container } from '../../site-ui/components/container.tsx';
import { LIST_PRICING_PLANS, type TPricingPlan } from '../lib/pricing.ts';
import { PricingPlans } from './pricing-plans.tsx';
import styles from './pricing-view.module.css';

export async function loadPricingPlans(): Promise<TPricingPlan[]> {
  const data = await queryDataService<{ listPricingPlans: { items: TPricingPlan[] } }>(LIST_PRICING_PLANS, {}, [
    CONTENT_TAGS.pricingPlans,
  ]);
  return [...data.listPricingPlans.items].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

export async function PricingView() {
  const plans = await loadPricingPlans();
  return (
    <>
      <PageHeader
        eyebrow="Pricing"
        title="Plans that grow with your programme"
        lead="Start free with a workspace profile and the collaborator directory; add teams, campaigns and investment opportunities as you need them. Prices exclude VAT."
      />
      <Container className={styles.body}>
        <PricingPlans plans={plans} />
        <div className={styles.questions}>
          <ContentSections
            sections={[
              {
                id: 'pricing-questions',
                heading: 'Questions before you choose',
                bullets: [
                  'You can change plan at any time; upgrades apply at once, downgrades at the end of the period.',
                  'Cancel whenever you like: the plan stays active until the end of the paid period.',
                  'Card payments are handled by Stripe; we never see your card number.',
                  'Public bodies and large organisations can agree terms and invoicing on the Bespoke plan.',
                ],
              },
            ]}
          />
          <div className={styles.picture}>
            <Image
              src="/images/pricing-workspace.png"
              alt="A workspace board with campaigns, ideas by stage and team members"
              fill
              sizes="(min-width: 900px) 50vw, 100vw"
              className={styles.image}
            />
          </div>
        </div>
      </Container>
    </>
  );
}
