'use client';
// The signed-in user's profile picture (UserProfile.picture) and a signed link to it, for the top bar and the
// account page. Confirming an AVATAR upload or deleting it invalidates 'UserProfile', so both follow at once.
import type { FileReference } from '@innov/contracts';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { ProfilePictureQuery } from './profile-picture-api.ts';
import { useFileUrl } from './use-file-url.ts';

/** The signed-in user's picture reference (null when none), and whether it is still loading. */
export function useProfilePicture(): { picture: FileReference | null; isLoading: boolean } {
  const { user } = useAuth();
  const query = ProfilePictureQuery.useQuery({ variables: { id: user?.id } }, { skip: !user?.id });
  return { picture: query.data?.picture ?? null, isLoading: query.isLoading };
}

/** A signed link to the signed-in user's picture at a width (null when there is none). */
export function useProfilePictureUrl(width: number) {
  const { picture, isLoading } = useProfilePicture();
  const link = useFileUrl(picture, width);
  return { picture, url: link.url, isLoading: isLoading || link.isLoading, onError: link.onError };
}
