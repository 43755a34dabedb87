// The profile picture's calls, free of React, so the dashboard layout can fetch them while the server renders the
// first frame (the top bar's avatar is then in the server's HTML) and the browser's data layer asks the same
// (profile-picture.ts). The picture is UserProfile.picture, the seed's file reference, set only by the data
// service when an AVATAR upload is confirmed and cleared when it is deleted.
import type { FileReference } from '@innov/contracts';
import type { FunctionSpec } from '../../data/lib/requests.ts';

export interface TProfilePicture {
  id: string;
  picture: FileReference | null;
}

/** getUserProfile(id) with the picture only (the profile's id is the username). */
export const PROFILE_PICTURE_SPEC: FunctionSpec = {
  name: 'getUserProfile',
  kind: 'query',
  args: { id: 'ID!' },
  selection: 'id picture { bucket region key protectedIdentityId }',
};

/** getFileUrl: a signed link to one file (a width picks an image's derivative). */
export const FILE_URL_SPEC: FunctionSpec = {
  name: 'getFileUrl',
  kind: 'query',
  args: { input: 'GetFileUrlInput!' },
  selection: 'key url expiresAt',
};

/** The top bar's avatar: 32 CSS pixels shown at twice the density. */
export const TOP_BAR_AVATAR_WIDTH = 64;
/** The account page's picture: 96 CSS pixels at twice the density (the 256 derivative). */
export const ACCOUNT_AVATAR_WIDTH = 192;

/**
 * A link the server asked for over its loopback names the loopback origin, or the public one (the data service
 * signs for the host it was asked on when it knows it); the browser may be on either, and the page's images come
 * from its own origin only. Our disk store's links are paths on this server, so the path alone serves wherever the
 * browser is; an object store's links (another origin) are kept whole.
 */
export function browserUsableUrl(url: string | null, serverOrigins: readonly (string | undefined)[]): string | null {
  if (!url) return url;
  try {
    const parsed = new URL(url);
    const ours = serverOrigins.some((origin) => origin && new URL(origin).origin === parsed.origin);
    return ours ? `${parsed.pathname}${parsed.search}` : url;
  } catch {
    return url;
  }
}
