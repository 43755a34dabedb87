// What the campaigns' integration tests share (issue 28): the GraphQL of the contract, phases built from a start
// and durations, and campaigns and ideas made through the real API with real tokens.
import { PHASE_DEFAULTS, type PhaseKind, type PhaseRules } from '@innov/contracts';
import { WORKSPACE_CHANGES_TOPIC } from '../src/auth/workspace.ts';
import type { DataDeps } from '../src/deps.ts';
import type { DataHarness, GqlResult, TestUser } from './harness.ts';
import { ok } from './roles-fixture.ts';

export const PHASE =
  'position kind name startsAt endsAt allowSubmit allowVote allowComment allowEvaluate showResults active';
export const CAMPAIGN = `id title brief status audience categories templateId allowAnonymous premoderation activePhase
  opensAt closesAt phases { ${PHASE} } teams { id name } people { userId name role } myRoles ideaCount
  participantCount pendingCount canEdit canModerate canSubmit canVote canComment seesAuthors publishedAt closedAt
  results { announcement publishedAt ideas { id title } }`;
export const CARD = `id title state stage owner authorName anonymous campaignId campaignTitle moderation
  coAuthors { userId name status } voteCount commentCount`;
export const DETAILS = `idea { ${CARD} } canEdit canModerate canVote canComment seesAuthor`;
export const COMMENT = 'id ideaId owner authorName body';

export const Q = {
  create: `mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { ${CAMPAIGN} } }`,
  update: `mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { ${CAMPAIGN} } }`,
  publish: `mutation ($input: CampaignIdInput!) { publishCampaign(input: $input) { ${CAMPAIGN} } }`,
  advance: `mutation ($input: CampaignIdInput!) { advanceCampaignPhase(input: $input) { ${CAMPAIGN} } }`,
  close: `mutation ($input: CampaignIdInput!) { closeCampaign(input: $input) { ${CAMPAIGN} } }`,
  archive: `mutation ($input: ArchiveCampaignInput!) { archiveCampaign(input: $input) { ${CAMPAIGN} } }`,
  remove: 'mutation ($input: CampaignIdInput!) { deleteCampaign(input: $input) }',
  results: `mutation ($input: PublishCampaignResultsInput!) { publishCampaignResults(input: $input) { ${CAMPAIGN} } }`,
  get: `query ($id: ID!) { getCampaign(id: $id) { ${CAMPAIGN} } }`,
  list: `query ($status: CampaignStatus, $teamId: ID, $category: String, $search: String) {
    listCampaigns(status: $status, teamId: $teamId, category: $category, search: $search, limit: 100) {
      items { id title status } total } }`,
  mine: 'query { listMyCampaigns { id title } }',
  tasks: 'query { listMyCampaignTasks { kind campaignId campaignTitle ideaId ideaTitle phaseName dueAt } }',
  categories: 'query { listCampaignCategories }',
  stats: 'query ($id: ID!) { getCampaignStats(id: $id) { participants ideas votes comments days { date ideas } } }',
  exportCsv: 'query ($id: ID!) { exportCampaignIdeas(campaignId: $id) { fileName csv } }',
  moderate: `mutation ($input: ModerateIdeaInput!) { moderateIdea(input: $input) { ${CARD} } }`,
  save: `mutation ($input: SaveIdeaDraftInput!) { saveIdeaDraft(input: $input) { ${DETAILS} } }`,
  submit: `mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { ${DETAILS} } }`,
  getIdea: `query ($id: ID!) { getIdea(id: $id) { ${DETAILS} } }`,
  ideas: `query ($campaignId: ID, $moderation: IdeaModeration, $search: String, $authorId: ID) {
    listIdeas(campaignId: $campaignId, moderation: $moderation, search: $search, authorId: $authorId, limit: 100) {
      items { ${CARD} } total } }`,
  my: `query ($tab: MyInnovationsTab!) { listMyInnovations(tab: $tab, limit: 100) { items { ${CARD} } total } }`,
  similar: `query ($t: String!, $campaignId: ID) { findSimilarIdeas(title: $t, campaignId: $campaignId) { id title } }`,
  vote: `mutation ($input: VoteIdeaInput!) { voteIdea(input: $input) { id voteCount votedByMe } }`,
  follow: `mutation ($input: FollowIdeaInput!) { followIdea(input: $input) { id followerCount } }`,
  comment: `mutation ($input: AddIdeaCommentInput!) { addIdeaComment(input: $input) { ${COMMENT} } }`,
  comments: `query ($ideaId: ID!) { listIdeaComments(ideaId: $ideaId) { items { ${COMMENT} } } }`,
  activity: `query ($ideaId: ID!) { listIdeaActivity(ideaId: $ideaId, limit: 100) { items { id action actorName } } }`,
  invite: 'mutation ($input: InviteCoAuthorsInput!) { inviteCoAuthors(input: $input) { idea { id } } }',
  respond: 'mutation ($input: RespondToCoAuthorshipInput!) { respondToCoAuthorship(input: $input) { idea { id } } }',
  plan: 'mutation ($input: SetWorkspacePlanInput!) { setWorkspacePlan(input: $input) { tenantId } }',
} as const;

/** The built-in template's required answers. */
export const ANSWERS = { problem: 'The problem', affected: 'Who it affects', impact: 'What it changes' };

export interface PhaseSpec {
  kind: PhaseKind;
  name?: string;
  hours: number;
  rules?: Partial<PhaseRules>;
}

const HOUR = 3_600_000;
export const hoursAfter = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR);

/** Contiguous phases from `start`, each `hours` long, with its kind's default rules unless overridden. */
export function phasesFrom(start: Date, specs: PhaseSpec[]) {
  let at = start;
  return specs.map((s, i) => {
    const endsAt = hoursAfter(at, s.hours);
    const phase = {
      kind: s.kind,
      name: s.name ?? `${s.kind[0]}${s.kind.slice(1).toLowerCase()} ${i + 1}`,
      startsAt: at.toISOString(),
      endsAt: endsAt.toISOString(),
      ...PHASE_DEFAULTS[s.kind],
      ...s.rules,
    };
    at = endsAt;
    return phase;
  });
}

export type Phase = ReturnType<typeof phasesFrom>[number];

export interface CampaignOut {
  id: string;
  status: string;
  activePhase: number | null;
  phases: (Phase & { position: number; active: boolean })[];
  [key: string]: unknown;
}

export function dataDeps(h: DataHarness): DataDeps {
  return h.system.data?.deps as DataDeps;
}

/** A new user made a member of `tenantId` (as an accepted invitation would), every cache told. */
export async function newMember(h: DataHarness, tenantId: string, tag: string): Promise<TestUser> {
  const user = await h.newUser(tag);
  await moveInto(h, tenantId, user);
  return user;
}

export async function moveInto(h: DataHarness, tenantId: string, user: TestUser): Promise<void> {
  const q = h.system.database.query;
  await q('delete from app.workspace_members where user_id = $1', [user.username]);
  await q("insert into app.workspace_members (tenant_id, user_id, role) values ($1, $2, 'member')", [
    tenantId,
    user.username,
  ]);
  await q('update app.user_profiles set tenant_id = $2, pending_approval = false, is_owner = false where id = $1', [
    user.username,
    tenantId,
  ]);
  await dataDeps(h).pubsub.publish(WORKSPACE_CHANGES_TOPIC, { userId: user.username });
}

export function campaignKit(h: DataHarness) {
  const as = (user: TestUser, query: string, variables?: Record<string, unknown>): Promise<GqlResult> =>
    h.as(user, query, variables);
  return {
    async create(user: TestUser, input: Record<string, unknown>): Promise<CampaignOut> {
      return ok(
        await as(user, Q.create, {
          input: { templateId: 'problem-statement', audience: 'WORKSPACE', ...input },
        }),
        'createCampaign',
      ).createCampaign;
    },
    async publish(user: TestUser, id: string): Promise<CampaignOut> {
      return ok(await as(user, Q.publish, { input: { id } }), 'publishCampaign').publishCampaign;
    },
    async get(user: TestUser, id: string): Promise<CampaignOut | null> {
      return ok(await as(user, Q.get, { id }), 'getCampaign').getCampaign;
    },
    /** A draft in the campaign with the built-in template's answers; answers its id. */
    async draft(user: TestUser, campaignId: string, title: string, extra: Record<string, unknown> = {}) {
      return ok(
        await as(user, Q.save, {
          input: { templateId: 'problem-statement', title, content: ANSWERS, campaignId, ...extra },
        }),
        `saveIdeaDraft ${title}`,
      ).saveIdeaDraft.idea.id as string;
    },
    /** A draft in the campaign, submitted. */
    async submitted(user: TestUser, campaignId: string, title: string, extra: Record<string, unknown> = {}) {
      const id = await this.draft(user, campaignId, title, extra);
      ok(await as(user, Q.submit, { input: { id } }), `submitIdea ${title}`);
      return id;
    },
  };
}

/** The notifications of `kind` linking to `link`, by recipient. */
export async function noticesOf(h: DataHarness, kind: string, link: string) {
  return h.system.database.query<{ owner: string; title: string; body: string | null; actor_name: string | null }>(
    `select owner, title, body, actor_name from app.notification_events
      where kind = $1 and link = $2 order by created_at, id`,
    [kind, link],
  );
}
