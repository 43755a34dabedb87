// The signed-in user's picture and its top-bar link, fetched while the server renders the dashboard's first frame
// (app/dashboard/layout.tsx), through the same door and guard as the browser (data/lib/server-call.ts). Any
// failure gives what it could: the browser asks for the rest.
import type { FileUrl } from '@innov/contracts';
import { internalBaseUrl } from '../../dashboard/lib/identity-config.ts';
import { serverCall } from '../../data/lib/server-call.ts';
import {
  browserUsableUrl,
  FILE_URL_SPEC,
  PROFILE_PICTURE_SPEC,
  TOP_BAR_AVATAR_WIDTH,
  type TProfilePicture,
} from './profile-picture-spec.ts';

export interface TServerProfilePicture {
  profile: TProfilePicture | null;
  link: { width: number; answer: FileUrl } | null;
}

export async function loadServerProfilePicture(userId: string, accessToken: string): Promise<TServerProfilePicture> {
  const profile = await serverCall<TProfilePicture>(PROFILE_PICTURE_SPEC, { id: userId }, accessToken);
  const key = profile?.picture?.key;
  if (!key) return { profile, link: null };
  const width = TOP_BAR_AVATAR_WIDTH;
  const answer = await serverCall<FileUrl>(FILE_URL_SPEC, { input: { key, width } }, accessToken);
  if (!answer) return { profile, link: null };
  return {
    profile,
    link: {
      width,
      answer: { ...answer, url: browserUsableUrl(answer.url, [internalBaseUrl(), process.env.PUBLIC_URL]) },
    },
  };
}
