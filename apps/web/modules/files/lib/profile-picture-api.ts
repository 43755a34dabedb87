'use client';
// The signed-in user's profile picture through the data door: the query (getUserProfile's picture, tagged
// 'UserProfile', so confirming or deleting an avatar refetches it) and the cache entries the dashboard layout puts
// in first, so the top bar's avatar is in the server's HTML (profile-picture.ts has the hooks).
import type { FileUrl } from '@innov/contracts';
import type { TInitialEntry } from '../../data/lib/model.ts';
import { defineFunction } from '../../data/lib/model.ts';
import { FileUrlQuery } from './files-api.ts';
import { PROFILE_PICTURE_SPEC, type TProfilePicture } from './profile-picture-spec.ts';

export type { TProfilePicture };

export const ProfilePictureQuery = defineFunction<TProfilePicture>(PROFILE_PICTURE_SPEC, 'userPool', {
  provides: ['UserProfile'],
});

/** The server's answers for the first render (dashboard layout): the profile's picture and its link. */
export function profilePictureEntries(
  userId: string,
  profile: TProfilePicture | null | undefined,
  link: { width: number; answer: FileUrl | null } | null | undefined,
): TInitialEntry[] {
  if (!profile) return [];
  const entries = [ProfilePictureQuery.entry(profile, { variables: { id: userId } })];
  const key = profile.picture?.key;
  if (key && link?.answer)
    entries.push(FileUrlQuery.entry(link.answer, { variables: { input: { key, width: link.width } } }));
  return entries;
}
