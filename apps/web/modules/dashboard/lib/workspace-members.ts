'use client';
// The members of the caller's workspace (listWorkspaceMembers, the contract of issue 23): name, e-mail, role,
// status and team count, searched over name and e-mail, paged by nextToken. Tagged 'WorkspaceMember', so a
// membership change (a mutation naming the tag, a `workspace.*` notification arriving live) refetches it.
// Shared by the company page's members list and the teams' member pickers.
//
// Usage: const { data } = WorkspaceMemberList.useQuery({ variables: { search, status: 'ACTIVE', limit: 20 } });
import type { MemberStatus, WorkspaceRole } from '@innov/contracts';
import { defineFunction } from '../../data/lib/model.ts';

export const WORKSPACE_MEMBER_TAG = 'WorkspaceMember';

export interface WorkspaceMember {
  userId: string;
  name: string | null;
  email: string | null;
  role: WorkspaceRole;
  status: MemberStatus;
  isPrimaryOwner: boolean;
  joinedAt: string;
  teamCount: number;
}

export interface WorkspaceMemberPage {
  items: WorkspaceMember[];
  nextToken: string | null;
  total: number;
  pendingCount: number;
}

export const WORKSPACE_MEMBER_FIELDS = 'userId name email role status isPrimaryOwner joinedAt teamCount';

export const WorkspaceMemberList = defineFunction<WorkspaceMemberPage>(
  {
    name: 'listWorkspaceMembers',
    kind: 'query',
    args: { search: 'String', status: 'MemberStatus', limit: 'Int', nextToken: 'String' },
    selection: `items { ${WORKSPACE_MEMBER_FIELDS} } nextToken total pendingCount`,
  },
  'userPool',
  { provides: [WORKSPACE_MEMBER_TAG] },
);

/** How a member is named in a list: their name, else their e-mail, else a stand-in. */
export function memberLabel(member: { name?: string | null; email?: string | null }): string {
  return member.name?.trim() || member.email?.trim() || 'Unnamed member';
}
