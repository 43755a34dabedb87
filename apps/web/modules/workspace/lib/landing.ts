// The invitation and join-link landing pages' first data, read on the server with the data service's API key
// (the previews are public: the contract's getInvitation and getJoinLinkPreview), fresh for every request: a
// link's state (used, revoked, expired, turned off) must show the moment it changes. A failure reads as "not
// found" (the page says the link is not valid) rather than an error page.
import type { InvitationStatus, WorkspaceRole } from '@innov/contracts';
import { queryDataService } from '../../marketing/lib/data-service.ts';

export interface InvitationPreview {
  workspace: string;
  invitedByName: string | null;
  email: string;
  role: WorkspaceRole;
  status: InvitationStatus;
  expiresAt: string;
}

export interface JoinLinkPreview {
  workspace: string;
  domains: string[];
}

const GET_INVITATION = `query GetInvitation($token: String!) {
  getInvitation(token: $token) { workspace invitedByName email role status expiresAt }
}`;
const GET_JOIN_LINK_PREVIEW = `query GetJoinLinkPreview($token: String!) {
  getJoinLinkPreview(token: $token) { workspace domains }
}`;

/** Tokens are base64url; anything else is not asked about. */
const TOKEN = /^[\w-]{8,256}$/;

export async function loadInvitationPreview(token: string): Promise<InvitationPreview | null> {
  if (!TOKEN.test(token)) return null;
  try {
    const data = await queryDataService<{ getInvitation: InvitationPreview | null }>(GET_INVITATION, { token }, null);
    return data.getInvitation;
  } catch (error) {
    console.error('getInvitation failed', error);
    return null;
  }
}

export async function loadJoinLinkPreview(token: string): Promise<JoinLinkPreview | null> {
  if (!TOKEN.test(token)) return null;
  try {
    const data = await queryDataService<{ getJoinLinkPreview: JoinLinkPreview | null }>(
      GET_JOIN_LINK_PREVIEW,
      { token },
      null,
    );
    return data.getJoinLinkPreview;
  } catch (error) {
    console.error('getJoinLinkPreview failed', error);
    return null;
  }
}
