// The campaign form's rules apart from React: its schema (contracts' title, brief, categories and phases, the ones
// createCampaign and updateCampaign check; fields named as the input's, so a ValidationError of the server lands
// on its field), what a new or an existing campaign starts the form with, the phases editor's moves (changing an
// end moves the next start: contracts' movePhaseEnd; adding, removing and reordering keep the phases contiguous),
// which phases an open campaign may still change, and the input sent. Pure.
import {
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  type CampaignRole,
  movePhaseEnd,
  PHASE_DEFAULTS,
  PHASE_KIND_LABELS,
  PHASE_KINDS,
  type PhaseInput,
  type PhaseKind,
  ZCampaignBrief,
  ZCampaignCategories,
  ZCampaignTitle,
  ZPhases,
} from '@innov/contracts';
import { z } from 'zod';
import type { Campaign, CampaignPhaseInput, CreateCampaignInput } from './campaign-api.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long a phase the form adds lasts, and the default campaign's phases. */
export const NEW_PHASE_DAYS: Record<PhaseKind, number> = { SUBMISSION: 14, REVIEW: 7, SELECTION: 7 };

const ZPeopleIds = z.array(z.string()).max(CAMPAIGN_LIMITS.people, `at most ${CAMPAIGN_LIMITS.people} people`);

const fields = {
  title: ZCampaignTitle,
  brief: ZCampaignBrief,
  coverFileId: z.string().nullable(),
  templateId: z.string().min(1, 'choose the template ideas use'),
  categories: ZCampaignCategories,
  audience: z.enum(CAMPAIGN_AUDIENCES),
  teamIds: z.array(z.string()).max(CAMPAIGN_LIMITS.teams, `at most ${CAMPAIGN_LIMITS.teams} teams`),
  inviteeIds: ZPeopleIds,
  ownerIds: ZPeopleIds,
  moderatorIds: ZPeopleIds,
  evaluatorIds: ZPeopleIds,
  allowAnonymous: z.boolean(),
  premoderation: z.boolean(),
  phases: ZPhases,
};

/**
 * The form's schema. `editing`: an existing campaign names its owners (a new one is owned by its creator when
 * none is named).
 */
export function campaignFormSchema({ editing }: { editing: boolean }) {
  return z.object(fields).superRefine((v, ctx) => {
    if (v.audience === 'TEAMS' && v.teamIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['teamIds'], message: CAMPAIGN_MESSAGES.teamsRequired });
    if (v.audience === 'INVITED' && v.inviteeIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['inviteeIds'], message: CAMPAIGN_MESSAGES.inviteesRequired });
    if (editing && v.ownerIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['ownerIds'], message: CAMPAIGN_MESSAGES.ownerRequired });
  });
}

export type TCampaignFormSchema = ReturnType<typeof campaignFormSchema>;
export type TCampaignFormValues = z.output<TCampaignFormSchema>;

/** The next whole hour after `now`. */
export function nextHour(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR) * HOUR + HOUR);
}

/** A phase of `kind` from `startsAt`, with the kind's name, length and rules. */
export function newPhase(kind: PhaseKind, startsAt: Date): PhaseInput {
  return {
    kind,
    name: PHASE_KIND_LABELS[kind],
    startsAt,
    endsAt: new Date(startsAt.getTime() + NEW_PHASE_DAYS[kind] * DAY),
    ...PHASE_DEFAULTS[kind],
  };
}

/** A new campaign's phases: submission from the next hour, then review, then selection. */
export function defaultPhases(now: Date): PhaseInput[] {
  const phases: PhaseInput[] = [];
  let start = nextHour(now);
  for (const kind of PHASE_KINDS) {
    const phase = newPhase(kind, start);
    phases.push(phase);
    start = phase.endsAt;
  }
  return phases;
}

/** A new campaign's form. */
export function emptyCampaignValues(now: Date): TCampaignFormValues {
  return {
    title: '',
    brief: '',
    coverFileId: null,
    templateId: '',
    categories: [],
    audience: 'WORKSPACE',
    teamIds: [],
    inviteeIds: [],
    ownerIds: [],
    moderatorIds: [],
    evaluatorIds: [],
    allowAnonymous: false,
    premoderation: false,
    phases: defaultPhases(now),
  };
}

function idsWithRole(campaign: Campaign, role: CampaignRole): string[] {
  return campaign.people.filter((p) => p.role === role).map((p) => p.userId);
}

/** What an existing campaign starts the form with. */
export function campaignValues(campaign: Campaign): TCampaignFormValues {
  return {
    title: campaign.title,
    brief: campaign.brief,
    coverFileId: campaign.coverFileId,
    templateId: campaign.templateId,
    categories: campaign.categories,
    audience: campaign.audience,
    teamIds: campaign.teams.map((t) => t.id),
    inviteeIds: campaign.invitees.map((p) => p.userId),
    ownerIds: idsWithRole(campaign, 'OWNER'),
    moderatorIds: idsWithRole(campaign, 'MODERATOR'),
    evaluatorIds: idsWithRole(campaign, 'EVALUATOR'),
    allowAnonymous: campaign.allowAnonymous,
    premoderation: campaign.premoderation,
    phases: [...campaign.phases]
      .sort((a, b) => a.position - b.position)
      .map((p) => ({
        kind: p.kind,
        name: p.name,
        startsAt: new Date(p.startsAt),
        endsAt: new Date(p.endsAt),
        allowSubmit: p.allowSubmit,
        allowVote: p.allowVote,
        allowComment: p.allowComment,
        allowEvaluate: p.allowEvaluate,
        showResults: p.showResults,
      })),
  };
}

/** The names the pickers show for the people a campaign already names (id → name). */
export function knownNames(campaign: Campaign | null): Map<string, string | null> {
  const names = new Map<string, string | null>();
  for (const p of campaign?.people ?? []) names.set(p.userId, p.name);
  for (const p of campaign?.invitees ?? []) names.set(p.userId, p.name);
  return names;
}

function lengthOf(p: PhaseInput): number {
  const ms = p.endsAt.getTime() - p.startsAt.getTime();
  return Number.isFinite(ms) && ms > 0 ? ms : NEW_PHASE_DAYS[p.kind] * DAY;
}

/** The phases one after another from `start`, each keeping its length. */
export function layoutPhases(phases: PhaseInput[], start: Date): PhaseInput[] {
  let at = start.getTime();
  return phases.map((p) => {
    const startsAt = new Date(at);
    at += lengthOf(p);
    return { ...p, startsAt, endsAt: new Date(at) };
  });
}

/** Phase `index` now ends at `endsAt`; the next one starts then (contracts' movePhaseEnd). */
export function setPhaseEnd(phases: PhaseInput[], index: number, endsAt: Date): PhaseInput[] {
  return movePhaseEnd(phases, index, endsAt);
}

/** Phase `index` now starts at `startsAt`: the first moves alone, a later one moves the previous one's end. */
export function setPhaseStart(phases: PhaseInput[], index: number, startsAt: Date): PhaseInput[] {
  if (index === 0) return phases.map((p, i) => (i === 0 ? { ...p, startsAt } : p));
  return movePhaseEnd(phases, index - 1, startsAt);
}

/** A phase after the last: the kind that follows the last one's, starting when it ends. */
export function addPhase(phases: PhaseInput[], now: Date): PhaseInput[] {
  const last = phases.at(-1);
  if (!last) return [newPhase('SUBMISSION', nextHour(now))];
  const next = PHASE_KINDS[Math.min(PHASE_KINDS.indexOf(last.kind) + 1, PHASE_KINDS.length - 1)] ?? 'SELECTION';
  const endsAt = Number.isNaN(last.endsAt.getTime()) ? nextHour(now) : last.endsAt;
  return [...phases, newPhase(next, endsAt)];
}

/** Without phase `index`; those after it move up to keep the phases contiguous from the same start. */
export function removePhase(phases: PhaseInput[], index: number): PhaseInput[] {
  const first = phases[0];
  if (!first) return phases;
  return layoutPhases(
    phases.filter((_, i) => i !== index),
    first.startsAt,
  );
}

/** Phase `from` moved to `to`; every phase keeps its length, laid out from the same start. */
export function movePhase(phases: PhaseInput[], from: number, to: number): PhaseInput[] {
  const first = phases[0];
  const moved = phases[from];
  if (!first || !moved || to < 0 || to >= phases.length || from === to) return phases;
  const rest = phases.filter((_, i) => i !== from);
  rest.splice(to, 0, moved);
  return layoutPhases(rest, first.startsAt);
}

/**
 * Phase `index` becomes `kind`: the kind's rules, and its name when the phase still had its old kind's name (a name
 * of the owner's own stays).
 */
export function setPhaseKind(phases: PhaseInput[], index: number, kind: PhaseKind): PhaseInput[] {
  return phases.map((p, i) =>
    i === index
      ? {
          ...p,
          kind,
          name: p.name.trim() === PHASE_KIND_LABELS[p.kind] || !p.name.trim() ? PHASE_KIND_LABELS[kind] : p.name,
          ...PHASE_DEFAULTS[kind],
        }
      : p,
  );
}

/**
 * What an open campaign's phase `index` may still change (the server's rule): an ended phase nothing; the active
 * phase not its start; a phase to come everything. A draft or scheduled campaign changes every phase.
 */
export function phaseLock(
  campaign: Pick<Campaign, 'status' | 'activePhase'> | null,
  phase: { endsAt: Date },
  index: number,
  now: Date,
): 'none' | 'start' | 'all' {
  if (!campaign || campaign.status === 'DRAFT' || campaign.status === 'SCHEDULED') return 'none';
  if (campaign.status !== 'OPEN') return 'all';
  const active = campaign.activePhase ?? -1;
  if (index < active || phase.endsAt.getTime() <= now.getTime()) return 'all';
  if (index === active) return 'start';
  return 'none';
}

/** `<input type="datetime-local">`'s value of a time, in the viewer's time zone ('' for an invalid one). */
export function toLocalInput(at: Date): string {
  if (Number.isNaN(at.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  // The year in four digits: while a year is typed, the field passes through 0002, 0020, 0202.
  return `${String(at.getFullYear()).padStart(4, '0')}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local value as a time (read in the viewer's time zone); an invalid Date when empty or malformed. */
export function fromLocalInput(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? new Date(value) : new Date(Number.NaN);
}

function phaseInput(p: PhaseInput): CampaignPhaseInput {
  return {
    kind: p.kind,
    name: p.name.trim(),
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    allowSubmit: p.allowSubmit,
    allowVote: p.allowVote,
    allowComment: p.allowComment,
    allowEvaluate: p.allowEvaluate,
    showResults: p.showResults,
  };
}

/** createCampaign's (and, with the id, updateCampaign's) input of valid form values. */
export function campaignInput(values: TCampaignFormValues): CreateCampaignInput {
  return {
    title: values.title,
    brief: values.brief,
    categories: values.categories,
    templateId: values.templateId,
    coverFileId: values.coverFileId,
    audience: values.audience,
    // Only the chosen audience's list: the other stays as it was typed, out of the campaign.
    teamIds: values.audience === 'TEAMS' ? values.teamIds : [],
    inviteeIds: values.audience === 'INVITED' ? values.inviteeIds : [],
    allowAnonymous: values.allowAnonymous,
    premoderation: values.premoderation,
    ownerIds: values.ownerIds,
    moderatorIds: values.moderatorIds,
    evaluatorIds: values.evaluatorIds,
    phases: values.phases.map(phaseInput),
  };
}
