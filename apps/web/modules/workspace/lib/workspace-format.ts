// The workspace pages' words and rules, pure (unit-tested beside): who may do what to whom (the server decides;
// the page only offers what would pass), country names in the reader's language, the invite dialog's address
// list, the activity feed's sentences and the landing pages' links.
import {
  COUNTRY_CODES,
  EMAIL_MAX_LENGTH,
  INVITE_BATCH_MAX,
  isAwsEmail,
  type WorkspaceRole,
  type WorkspaceStatus,
} from '@innov/contracts';
import { format } from 'date-fns';

export const ROLE_LABELS: Record<WorkspaceRole, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export const ROLE_DESCRIPTIONS: Record<WorkspaceRole, string> = {
  owner: 'Everything, including billing, ownership and deleting the workspace',
  admin: 'Manages members, invitations, teams and the company information',
  member: 'Uses the workspace and its teams',
};

/** Owners and admins manage the workspace's people and its company information. */
export function canManage(role: WorkspaceRole | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}

/**
 * Whether the caller changes the workspace's logo: owners and admins whose membership is approved (`manage`), also
 * while the workspace waits for approval or was not approved (the rule book's whileNotActive allows the company's
 * information and its logo), never once it is deactivated.
 */
export function canChangeLogo(manage: boolean, status: WorkspaceStatus | null): boolean {
  return manage && status !== null && status !== 'DEACTIVATED';
}

/**
 * The roles `caller` may give `target` (its current role included, so the select shows it): owners any role;
 * admins move non-owners between member and admin; members nothing.
 */
export function assignableRoles(caller: WorkspaceRole | null | undefined, target: WorkspaceRole): WorkspaceRole[] {
  if (caller === 'owner') return ['owner', 'admin', 'member'];
  if (caller === 'admin' && target !== 'owner') return ['admin', 'member'];
  return [];
}

/** The roles an invitation may carry when `caller` sends it (owner only by owners). */
export function invitableRoles(caller: WorkspaceRole | null | undefined): WorkspaceRole[] {
  if (caller === 'owner') return ['member', 'admin', 'owner'];
  if (caller === 'admin') return ['member', 'admin'];
  return [];
}

/** Owners remove anyone but the primary owner; admins remove members only; nobody removes themself here. */
export function canRemove(
  caller: { role: WorkspaceRole | null | undefined; userId: string },
  target: { role: WorkspaceRole; userId: string; isPrimaryOwner: boolean },
): boolean {
  if (caller.userId === target.userId || target.isPrimaryOwner) return false;
  if (caller.role === 'owner') return true;
  return caller.role === 'admin' && target.role === 'member';
}

/** Country options named in `locale` (Intl.DisplayNames), sorted by name as that language sorts. */
export function countryOptions(locale: string): { code: string; name: string }[] {
  const names = displayNames(locale);
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

function displayNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    return null;
  }
}

export function countryName(code: string | null | undefined, locale: string): string {
  if (!code) return '';
  return displayNames(locale)?.of(code) ?? code;
}

export interface TEmailList {
  /** Distinct valid addresses, in the order typed. */
  valid: string[];
  /** What is not an e-mail address. */
  invalid: string[];
}

/** The invite dialog's addresses: separated by commas, semicolons, spaces or new lines; repeats once. */
export function parseEmailList(text: string): TEmailList {
  const valid: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(/[\s,;]+/)) {
    const value = raw.trim().replace(/^<|>$/g, '');
    if (!value) continue;
    const key = value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (value.length <= EMAIL_MAX_LENGTH && isAwsEmail(value)) valid.push(value);
    else invalid.push(value);
  }
  return { valid, invalid };
}

/** Why an address list cannot be sent yet, or null when it can. */
export function emailListProblem(list: TEmailList): string | null {
  if (list.invalid.length) return `Not an e-mail address: ${list.invalid.join(', ')}`;
  if (!list.valid.length) return 'Enter at least one e-mail address';
  if (list.valid.length > INVITE_BATCH_MAX) return `At most ${INVITE_BATCH_MAX} addresses at a time`;
  return null;
}

/** The day of a date as lists show it: 25 Nov 2026. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? '' : format(when, 'd MMM yyyy');
}

/** Days left until `iso` from `now`, at least 0. */
export function daysLeft(iso: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / 86_400_000));
}

/** `/join/<token>` on this origin. */
export function joinLinkUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/join/${encodeURIComponent(token)}`;
}

/** The sign-up page for an invitation: the address prefilled, the token carried into the confirmation. */
export function invitationSignUpHref(token: string, email: string): string {
  return `/auth/sign-up?${new URLSearchParams({ invitation: token, email }).toString()}`;
}
/** The sign-up page for a join link. */
export function joinSignUpHref(token: string): string {
  return `/auth/sign-up?${new URLSearchParams({ joinToken: token }).toString()}`;
}
/** Sign in, then back to the landing page. */
export function signInHref(landingPath: string): string {
  return `/auth/login?${new URLSearchParams({ returnTo: landingPath }).toString()}`;
}

function parseDetails(details: unknown): Record<string, unknown> {
  if (details && typeof details === 'object' && !Array.isArray(details)) return details as Record<string, unknown>;
  if (typeof details === 'string') {
    try {
      const parsed: unknown = JSON.parse(details);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // Not JSON: no details.
    }
  }
  return {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function roleText(value: unknown): string | null {
  const role = text(value);
  return role && role in ROLE_LABELS ? ROLE_LABELS[role as WorkspaceRole].toLowerCase() : role;
}

/**
 * One line of the activity feed: "<actor> invited ana@example.com as admin". The audit row's action is the
 * function's name, with the decision after a colon where there is one (`approveMember:DECLINE`); its details
 * carry names and roles (the data service's audit rows). An unknown action still reads as words.
 */
export function activitySentence(activity: { action: string; actorName: string | null; details: unknown }): string {
  const d = parseDetails(activity.details);
  const [action = '', decision] = activity.action.split(':');
  const who = activity.actorName?.trim() || 'Someone';
  const person = text(d.name) ?? text(d.email) ?? 'a member';
  const emails = Array.isArray(d.emails) ? d.emails.filter((e): e is string => typeof e === 'string') : [];
  // Team rows: `name` is the team's, `userName` the member's.
  const team = text(d.name) ?? 'a team';
  const teamMember = text(d.userName) ?? 'a member';
  switch (action) {
    case 'inviteMembers': {
      const role = roleText(d.role);
      return `${who} invited ${emails.length ? emails.join(', ') : 'new members'}${role ? ` as ${role}` : ''}`;
    }
    case 'resendInvitation':
      return `${who} sent a new invitation link to ${text(d.email) ?? 'an invitee'}`;
    case 'revokeInvitation':
      return `${who} withdrew the invitation to ${text(d.email) ?? 'an invitee'}`;
    case 'acceptInvitation':
      return `${who} joined by invitation`;
    case 'declineInvitation':
      return `${who} declined an invitation`;
    case 'joinWorkspace':
      return `${who} asked to join by the join link`;
    case 'approveMember':
      return (decision ?? d.decision) === 'DECLINE'
        ? `${who} declined ${person}'s request to join`
        : `${who} approved ${person}`;
    case 'changeMemberRole': {
      const role = roleText(d.to ?? d.role);
      return role ? `${who} changed ${person}'s role to ${role}` : `${who} changed ${person}'s role`;
    }
    case 'removeMember':
      return `${who} removed ${person}`;
    case 'leaveWorkspace':
      return `${who} left the workspace`;
    case 'transferOwnership':
      return `${who} offered ownership to ${text(d.toName) ?? 'a member'}`;
    case 'cancelOwnershipTransfer':
      return `${who} cancelled the ownership transfer`;
    case 'confirmOwnershipTransfer':
      return decision === 'DECLINE' || d.accept === false
        ? `${who} declined the ownership transfer`
        : `${who} became the primary owner`;
    case 'updateJoinLink':
      if (d.enabled === false) return `${who} turned the join link off`;
      return d.regenerated ? `${who} made a new join link` : `${who} updated the join link`;
    case 'updateTenant':
      return `${who} updated the company information`;
    case 'deleteWorkspace':
      return `${who} deleted the workspace`;
    case 'restoreWorkspace':
      return 'The workspace was restored';
    case 'createWorkspace':
      return `${who} created the workspace`;
    case 'submitWorkspace':
      return `${who} submitted the workspace for approval`;
    case 'reviewWorkspace':
      return REVIEW_SENTENCES[decision ?? ''] ?? 'The platform team reviewed the workspace';
    case 'createTeam':
      return `${who} created the team ${team}`;
    case 'updateTeam':
      return text(d.previousName)
        ? `${who} renamed the team ${text(d.previousName)} to ${team}`
        : `${who} edited the team ${team}`;
    case 'deleteTeam':
      return `${who} deleted the team ${team}`;
    case 'addTeamMember':
      return `${who} added ${teamMember} to ${team}`;
    case 'removeTeamMember':
      return d.left ? `${teamMember} left ${team}` : `${who} removed ${teamMember} from ${team}`;
    case 'changeTeamRole':
      return `${who} made ${teamMember} ${d.role === 'lead' ? 'a lead' : 'a member'} of ${team}`;
    default:
      return `${who}: ${action.replace(/([A-Z])/g, ' $1').toLowerCase()}`;
  }
}

const REVIEW_SENTENCES: Record<string, string> = {
  APPROVE: 'The platform team approved the workspace',
  REJECT: 'The platform team did not approve the workspace',
  DEACTIVATE: 'The platform team deactivated the workspace',
  REACTIVATE: 'The platform team reactivated the workspace',
};
