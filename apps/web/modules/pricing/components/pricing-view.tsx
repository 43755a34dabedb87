// /pricing: the plans from the data service (cached, revalidated when they change), the referral-code field,
// and the questions people ask before choosing.
import Box from '@mui/material/Box';
import Image from 'next/image';
import { SiteContainer } from '../../layout/components/site-container.tsx';
import { ContentSections } from '../../marketing/components/content-sections.tsx';
import { PageHeader } from '../../marketing/components/page-header.tsx';
import { CONTENT_TAGS, queryDataService } from '../../marketing/lib/data-service.ts';
import { LIST_PRICING_PLANS, type TPricingPlan } from '../lib/pricing.ts';
import { PricingPlans } from './pricing-plans.tsx';

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
      <SiteContainer sx={{ pb: { xs: 8, md: 12 } }}>
        <PricingPlans plans={plans} />
        <Box
          sx={{
            mt: { xs: 8, md: 10 },
            display: 'grid',
            gap: 5,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'center',
          }}
        >
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
          <Box
            sx={{
              position: 'relative',
              aspectRatio: '8 / 5',
              borderRadius: 4,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Image
              src="/images/pricing-workspace.png"
              alt="A workspace board with campaigns, ideas by stage and team members"
              fill
              sizes="(min-width: 900px) 50vw, 100vw"
              style={{ objectFit: 'cover' }}
            />
          </Box>
        </Box>
      </SiteContainer>
    </>
  );
}
