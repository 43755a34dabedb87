// What each plan (pricing tier) lets a workspace do, the workspace lifecycle, and the words a denial uses: the
// rule book every feature is checked against on the server and explained by on the web (docs/architecture.md,
// "Workspaces, roles and plans"). Tiers map to entitlements; no code asks for a tier by name.
import type { PricingTier } from './enums.ts';

export const WORKSPACE_STATUSES = ['PENDING', 'ACTIVE', 'REJECTED', 'DEACTIVATED'] as const;
export type WorkspaceStatus = (typeof WORKSPACE_STATUSES)[number];

export const WORKSPACE_ROLES = ['owner', 'admin', 'member'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const TEAM_ROLES = ['lead', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const FEATURES = [
  'workspace',
  'members',
  'profile',
  'directory',
  'teams',
  'listings',
  'applications',
  'jobRequests',
  'investments',
  'ideas',
  'templates',
  'campaigns',
  'evaluation',
] as const;
export type Feature = (typeof FEATURES)[number];

/** How a feature is named in a sentence ("Campaigns need the Campaign plan."). */
export const FEATURE_LABELS: Record<Feature, string> = {
  workspace: 'Workspaces',
  members: 'Members',
  profile: 'Profiles',
  directory: 'The collaborator directory',
  teams: 'Teams',
  listings: 'Listings',
  applications: 'Applications',
  jobRequests: 'Job requests',
  investments: 'Investments',
  ideas: 'Ideas',
  templates: 'Templates',
  campaigns: 'Campaigns',
  evaluation: 'Evaluation',
};

export const PLAN_NAMES: Record<PricingTier, string> = {
  CONNECT: 'Connect',
  COLLABORATE: 'Collaborate',
  CAMPAIGN: 'Campaign',
  AVALANCHE: 'Avalanche',
  BESPOKE_USER_PRICING: 'Bespoke',
};

/** Counted limits; `null` is unlimited, 0 is none. */
/** What a plan counts (null: unlimited), in the order the web and the SDL list them. */
export const PLAN_LIMITS = ['seats', 'storageGb', 'teams', 'activeCampaigns'] as const;
export type Limit = (typeof PLAN_LIMITS)[number];
export type PlanLimits = Record<Limit, number | null>;

export interface Entitlements extends PlanLimits {
  features: Feature[];
}

/** getMyWorkspace's answer: the caller's workspace as the data service's guard sees it. */
export interface MyWorkspace {
  tenantId: string | null;
  role: WorkspaceRole | null;
  status: WorkspaceStatus | null;
  tier: PricingTier;
  rejectionReason: string | null;
  entitlements: Entitlements;
  /** The workspace's name. */
  workspace: string | null;
  /** The caller is `Tenant.owner` (billing contact, gets platform mail). */
  isPrimaryOwner: boolean;
  /** The caller joined by a join link and waits for an owner's or admin's approval. */
  pendingApproval: boolean;
  /** Set when the workspace was deleted (or left empty): kept until purgeAfter, restorable by a platform admin. */
  deletedAt: string | null;
  purgeAfter: string | null;
  /** An ownership transfer the caller sent or must confirm. */
  pendingTransfer: OwnershipTransfer | null;
}

export interface OwnershipTransfer {
  fromUserId: string;
  fromName: string | null;
  toUserId: string;
  toName: string | null;
  /** The sender stays an owner once the recipient confirms. */
  stayOwner: boolean;
  requestedAt: string;
}

const CONNECT: Feature[] = ['workspace', 'members', 'profile', 'directory'];
const COLLABORATE: Feature[] = [...CONNECT, 'teams', 'listings', 'applications', 'jobRequests', 'investments'];
const CAMPAIGN: Feature[] = [...COLLABORATE, 'ideas', 'templates', 'campaigns', 'evaluation'];

/** The plan table. BESPOKE_USER_PRICING starts as Connect until a platform admin grants more. */
export const TIER_ENTITLEMENTS: Record<PricingTier, Entitlements> = {
  CONNECT: { features: CONNECT, seats: 3, storageGb: 1, teams: 0, activeCampaigns: 0 },
  COLLABORATE: { features: COLLABORATE, seats: 10, storageGb: 10, teams: 5, activeCampaigns: 0 },
  CAMPAIGN: { features: CAMPAIGN, seats: 50, storageGb: 50, teams: 20, activeCampaigns: 10 },
  AVALANCHE: { features: [...FEATURES], seats: 500, storageGb: 500, teams: null, activeCampaigns: null },
  BESPOKE_USER_PRICING: { features: CONNECT, seats: 3, storageGb: 1, teams: 0, activeCampaigns: 0 },
};

/** The tiers a workspace can be moved up through, in order (Bespoke is granted, not climbed to). */
const LADDER: PricingTier[] = ['CONNECT', 'COLLABORATE', 'CAMPAIGN', 'AVALANCHE'];

/** A workspace's entitlements: its tier's, or for Bespoke what a platform admin granted. */
export function entitlementsFor(tier: PricingTier, granted?: Partial<Entitlements> | null): Entitlements {
  const base = TIER_ENTITLEMENTS[tier];
  if (tier !== 'BESPOKE_USER_PRICING' || !granted) return base;
  return {
    features: granted.features ? [...new Set([...base.features, ...granted.features])] : base.features,
    seats: granted.seats !== undefined ? granted.seats : base.seats,
    storageGb: granted.storageGb !== undefined ? granted.storageGb : base.storageGb,
    teams: granted.teams !== undefined ? granted.teams : base.teams,
    activeCampaigns: granted.activeCampaigns !== undefined ? granted.activeCampaigns : base.activeCampaigns,
  };
}

/** The first plan that has the feature. */
export function planUnlocking(feature: Feature): PricingTier {
  return LADDER.find((t) => TIER_ENTITLEMENTS[t].features.includes(feature)) ?? 'AVALANCHE';
}

/** The first plan above `tier` whose limit is higher than `current`, if any. */
export function planRaising(limit: Limit, current: number | null): PricingTier | undefined {
  if (current === null) return undefined;
  return LADDER.find((t) => {
    const v = TIER_ENTITLEMENTS[t][limit];
    return v === null || v > current;
  });
}

const LIMIT_WORDS: Record<Limit, (n: number) => string> = {
  seats: (n) => `${n} ${n === 1 ? 'member' : 'members'}`,
  storageGb: (n) => `${n} GB of storage`,
  teams: (n) => `${n} ${n === 1 ? 'team' : 'teams'}`,
  activeCampaigns: (n) => `${n} active ${n === 1 ? 'campaign' : 'campaigns'}`,
};

/** The words of a denial, word for word on the server and the web. */
export const WORKSPACE_MESSAGES = {
  pending: 'Your workspace is waiting for approval.',
  deactivated: 'Your workspace has been deactivated.',
  rejected: 'Your workspace was not approved. Edit its details and submit it again.',
  featureLocked: (feature: Feature) =>
    `${FEATURE_LABELS[feature]} need the ${PLAN_NAMES[planUnlocking(feature)]} plan.`,
  limitReached: (limit: Limit, allowed: number) => {
    const raising = planRaising(limit, allowed);
    const has = `Your plan allows ${LIMIT_WORDS[limit](allowed)}.`;
    if (!raising) return `${has} Contact us to raise it.`;
    const next = TIER_ENTITLEMENTS[raising][limit];
    return `${has} The ${PLAN_NAMES[raising]} plan raises it to ${next === null ? 'unlimited' : next}.`;
  },
} as const;
