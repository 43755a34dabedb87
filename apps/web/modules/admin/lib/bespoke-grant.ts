// The plan dialog's form on /admin/workspaces: a plan, and for Bespoke what it grants: each counted limit (blank
// is unlimited) and the features ticked (Connect's come with every plan). Pure: the dialog's schema and the
// conversions between the form and setWorkspacePlan's `entitlements`.
import {
  type Entitlements,
  FEATURES,
  type Feature,
  type PLAN_LIMITS,
  PRICING_TIERS,
  type PricingTier,
} from '@innov/contracts';
import { z } from 'zod';

export const BESPOKE = 'BESPOKE_USER_PRICING' as const;
export const LIMIT_MAX = 1_000_000;

const limitText = z
  .string()
  .trim()
  .regex(/^\d*$/, 'a whole number, or blank for unlimited')
  .refine((v) => v === '' || Number(v) <= LIMIT_MAX, `at most ${LIMIT_MAX}`);

export const ZPlanForm = z.object({
  tier: z.enum(PRICING_TIERS, 'choose a plan'),
  seats: limitText,
  storageGb: limitText,
  teams: limitText,
  activeCampaigns: limitText,
  features: z.array(z.enum(FEATURES)),
});
export type TPlanForm = z.infer<typeof ZPlanForm>;

export const LIMIT_LABELS: Record<(typeof PLAN_LIMITS)[number], string> = {
  seats: 'Seats',
  storageGb: 'Storage (GB)',
  teams: 'Number of teams',
  activeCampaigns: 'Active campaigns',
};

/** The form for a workspace on `tier` with these entitlements (unlimited shows as blank). */
export function planFormFor(tier: PricingTier, entitlements: Entitlements): TPlanForm {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    tier,
    seats: text(entitlements.seats),
    storageGb: text(entitlements.storageGb),
    teams: text(entitlements.teams),
    activeCampaigns: text(entitlements.activeCampaigns),
    features: [...entitlements.features] as Feature[],
  };
}

/** setWorkspacePlan's input for the form: Bespoke carries its grant (blank → null, unlimited), other plans none. */
export function planInput(tenantId: string, form: TPlanForm) {
  if (form.tier !== BESPOKE) return { tenantId, tier: form.tier };
  const limit = (v: string) => (v.trim() === '' ? null : Number(v));
  const entitlements = {
    features: FEATURES.filter((f) => form.features.includes(f)),
    seats: limit(form.seats),
    storageGb: limit(form.storageGb),
    teams: limit(form.teams),
    activeCampaigns: limit(form.activeCampaigns),
  };
  return { tenantId, tier: form.tier, entitlements: JSON.stringify(entitlements) };
}

/** "10 seats · 50 GB · 5 teams · unlimited campaigns" for a Bespoke workspace's line in the table. */
export function grantSummary(e: Entitlements): string {
  const n = (v: number | null, one: string, many: string) =>
    v === null ? `unlimited ${many}` : `${v} ${v === 1 ? one : many}`;
  return [
    n(e.seats, 'seat', 'seats'),
    e.storageGb === null ? 'unlimited storage' : `${e.storageGb} GB`,
    n(e.teams, 'team', 'teams'),
    n(e.activeCampaigns, 'campaign', 'campaigns'),
  ].join(' · ');
}
