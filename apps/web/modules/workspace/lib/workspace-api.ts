'use client';
// The workspace's people through the data service's workspaces domain (docs: the issue 23 contract): members,
// invitations, the join link, ownership transfer, the activity feed, and leaving, deleting or creating a
// workspace. Every call goes through the data layer's one door (defineFunction). Queries carry the tags of what
// they show (WorkspaceMember, Invitation, MyWorkspace, Tenant: data/lib/api.ts) and each mutation invalidates what
// it changes; the members list itself is dashboard/lib/workspace-members.ts (shared with the teams' pickers).
//
// Usage:
//   const { data } = MyInvitations.useQuery();
//   const [invite] = InviteMembers.useMutation();
//   await call(() => invite({ variables: { input: { emails, role } } }).unwrap(), { progress: true });
import type { InvitationStatus, MyWorkspace, OwnershipTransfer, WorkspaceRole } from '@innov/contracts';
import { WORKSPACE_MEMBER_FIELDS, type WorkspaceMember } from '../../dashboard/lib/workspace-members.ts';
import { defineFunction } from '../../data/lib/model.ts';
import type { InvitationPreview } from './landing.ts';

export type { InvitationPreview, JoinLinkPreview } from './landing.ts';

const MEMBERS = 'WorkspaceMember';
const INVITATIONS = 'Invitation';
const MINE = 'MyWorkspace';
/** The join link and the activity feed: no tag of their own; Tenant stands for the workspace record. */
const WORKSPACE = 'Tenant';

/** Rows of a members page, and of the activity feed: the contract's default page size is 20. */
export const MEMBERS_PAGE_SIZE = 20;
export const ACTIVITY_PAGE_SIZE = 10;

export type { WorkspaceMember, WorkspaceMemberPage } from '../../dashboard/lib/workspace-members.ts';

export interface Invitation {
  id: string;
  email: string;
  role: WorkspaceRole;
  teamIds: string[];
  status: InvitationStatus;
  invitedBy: string | null;
  invitedByName: string | null;
  createdAt: string;
  expiresAt: string;
}
export interface InvitationPage {
  items: Invitation[];
  nextToken: string | null;
}
export interface InviteMembersResult {
  invited: Invitation[];
  skipped: { email: string; reason: string }[];
}
export interface MyInvitation {
  id: string;
  workspace: string;
  invitedByName: string | null;
  role: WorkspaceRole;
  expiresAt: string;
}
export interface JoinLink {
  enabled: boolean;
  token: string | null;
  domains: string[];
}
export interface WorkspaceActivity {
  id: string;
  action: string;
  actorId: string | null;
  actorName: string | null;
  target: string | null;
  /** AWSJSON: a JSON text (or, from some clients, the object itself). */
  details: string | Record<string, unknown> | null;
  createdAt: string;
}
export interface WorkspaceActivityPage {
  items: WorkspaceActivity[];
  nextToken: string | null;
}

const MEMBER = WORKSPACE_MEMBER_FIELDS;
const INVITATION = 'id email role teamIds status invitedBy invitedByName createdAt expiresAt';
const PREVIEW = 'workspace invitedByName email role status expiresAt';
const TRANSFER = 'fromUserId fromName toUserId toName stayOwner requestedAt';
const JOIN_LINK = 'enabled token domains';
/** The caller's workspace after a move (accept, join, leave, create): the fields the dashboard reads first. */
const MY_WORKSPACE = 'tenantId role status workspace';

export const ChangeMemberRole = defineFunction<WorkspaceMember>(
  { name: 'changeMemberRole', kind: 'mutation', args: { input: 'ChangeMemberRoleInput!' }, selection: MEMBER },
  'userPool',
  { invalidates: [MEMBERS, MINE, WORKSPACE] },
);
export const RemoveMember = defineFunction<WorkspaceMember>(
  { name: 'removeMember', kind: 'mutation', args: { input: 'MemberIdInput!' }, selection: MEMBER },
  'userPool',
  { invalidates: [MEMBERS, MINE, WORKSPACE] },
);
export const ApproveMember = defineFunction<WorkspaceMember | null>(
  { name: 'approveMember', kind: 'mutation', args: { input: 'ApproveMemberInput!' }, selection: MEMBER },
  'userPool',
  { invalidates: [MEMBERS, MINE, WORKSPACE] },
);

export const Invitations = defineFunction<InvitationPage>(
  {
    name: 'listInvitations',
    kind: 'query',
    args: { status: 'InvitationStatus', limit: 'Int', nextToken: 'String' },
    selection: `items { ${INVITATION} } nextToken`,
  },
  'userPool',
  { provides: [INVITATIONS] },
);
export const InviteMembers = defineFunction<InviteMembersResult>(
  {
    name: 'inviteMembers',
    kind: 'mutation',
    args: { input: 'InviteMembersInput!' },
    selection: `invited { ${INVITATION} } skipped { email reason }`,
  },
  'userPool',
  { invalidates: [INVITATIONS, WORKSPACE] },
);
export const ResendInvitation = defineFunction<Invitation>(
  { name: 'resendInvitation', kind: 'mutation', args: { input: 'InvitationIdInput!' }, selection: INVITATION },
  'userPool',
  { invalidates: [INVITATIONS, WORKSPACE] },
);
export const RevokeInvitation = defineFunction<Invitation>(
  { name: 'revokeInvitation', kind: 'mutation', args: { input: 'InvitationIdInput!' }, selection: INVITATION },
  'userPool',
  { invalidates: [INVITATIONS, WORKSPACE] },
);

export const MyInvitations = defineFunction<MyInvitation[]>(
  {
    name: 'listMyInvitations',
    kind: 'query',
    args: {},
    selection: 'id workspace invitedByName role expiresAt',
  },
  'userPool',
  { provides: [INVITATIONS] },
);
export const AcceptInvitation = defineFunction<MyWorkspace>(
  { name: 'acceptInvitation', kind: 'mutation', args: { input: 'AnswerInvitationInput!' }, selection: MY_WORKSPACE },
  'userPool',
  { invalidates: [INVITATIONS, MINE, MEMBERS, WORKSPACE] },
);
export const DeclineInvitation = defineFunction<InvitationPreview | null>(
  { name: 'declineInvitation', kind: 'mutation', args: { input: 'AnswerInvitationInput!' }, selection: PREVIEW },
  'userPool',
  { invalidates: [INVITATIONS, MINE, MEMBERS, WORKSPACE] },
);
export const JoinWorkspace = defineFunction<MyWorkspace>(
  { name: 'joinWorkspace', kind: 'mutation', args: { input: 'JoinWorkspaceInput!' }, selection: MY_WORKSPACE },
  'userPool',
  { invalidates: [INVITATIONS, MINE, MEMBERS, WORKSPACE] },
);

export const GetJoinLink = defineFunction<JoinLink>(
  { name: 'getJoinLink', kind: 'query', args: {}, selection: JOIN_LINK },
  'userPool',
  { provides: [WORKSPACE] },
);
export const UpdateJoinLink = defineFunction<JoinLink>(
  { name: 'updateJoinLink', kind: 'mutation', args: { input: 'UpdateJoinLinkInput!' }, selection: JOIN_LINK },
  'userPool',
  { invalidates: [WORKSPACE] },
);

export const TransferOwnership = defineFunction<OwnershipTransfer>(
  { name: 'transferOwnership', kind: 'mutation', args: { input: 'TransferOwnershipInput!' }, selection: TRANSFER },
  'userPool',
  { invalidates: [MINE, MEMBERS, WORKSPACE] },
);
export const CancelOwnershipTransfer = defineFunction<boolean>(
  { name: 'cancelOwnershipTransfer', kind: 'mutation', args: {} },
  'userPool',
  { invalidates: [MINE, MEMBERS, WORKSPACE] },
);
export const ConfirmOwnershipTransfer = defineFunction<MyWorkspace>(
  {
    name: 'confirmOwnershipTransfer',
    kind: 'mutation',
    args: { input: 'ConfirmOwnershipTransferInput!' },
    selection: MY_WORKSPACE,
  },
  'userPool',
  { invalidates: [MINE, MEMBERS, WORKSPACE] },
);

export const WorkspaceActivityFeed = defineFunction<WorkspaceActivityPage>(
  {
    name: 'listWorkspaceActivity',
    kind: 'query',
    args: { limit: 'Int', nextToken: 'String' },
    selection: 'items { id action actorId actorName target details createdAt } nextToken',
  },
  'userPool',
  { provides: [WORKSPACE, MEMBERS, INVITATIONS, MINE] },
);

export const LeaveWorkspace = defineFunction<MyWorkspace>(
  { name: 'leaveWorkspace', kind: 'mutation', args: {}, selection: MY_WORKSPACE },
  'userPool',
  { invalidates: [MINE, MEMBERS, INVITATIONS, WORKSPACE] },
);
export const DeleteWorkspace = defineFunction<MyWorkspace>(
  { name: 'deleteWorkspace', kind: 'mutation', args: { input: 'DeleteWorkspaceInput!' }, selection: MY_WORKSPACE },
  'userPool',
  { invalidates: [MINE, MEMBERS, INVITATIONS, WORKSPACE] },
);
export const CreateWorkspace = defineFunction<MyWorkspace>(
  { name: 'createWorkspace', kind: 'mutation', args: { input: 'CreateWorkspaceInput!' }, selection: MY_WORKSPACE },
  'userPool',
  { invalidates: [MINE, MEMBERS, INVITATIONS, WORKSPACE] },
);
