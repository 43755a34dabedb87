'use client';
// The signed-in user's profile record on the data service (UserProfile: its id is the username), the parts the
// account page edits: the time zone, in which the PRODUCT digest goes out at 08:00. A profile without one gets
// the browser's as soon as the dashboard opens, so the digest has a zone before the user ever chooses one.
import { useEffect, useRef } from 'react';
import { useAuth } from '../../auth/lib/auth-context.tsx';
import { defineModel } from '../../data/lib/model.ts';
import type { ModelSpec } from '../../data/lib/requests.ts';
import { browserTimeZone } from './notification-preferences.ts';

export interface TProfileSettings {
  id: string;
  timeZone: string | null;
  updatedAt: string;
}

export const ProfileSettingsModel: ModelSpec = { name: 'UserProfile', fields: 'id timeZone updatedAt' };

export const ProfileSettings = defineModel<TProfileSettings>(ProfileSettingsModel, 'userPool');

/** The user's profile settings; stores the browser's time zone once when the profile has none. */
export function useProfileSettings(options: { skip?: boolean } = {}) {
  const { user } = useAuth();
  const profile = ProfileSettings.useGet(user?.id, { skip: options.skip || !user });
  const [update] = ProfileSettings.useUpdate();
  const tried = useRef(false);
  const record = profile.data;
  useEffect(() => {
    if (!record || record.timeZone || tried.current) return;
    tried.current = true;
    // Quietly: the user did nothing; a failure leaves it for the next visit.
    void update({ input: { id: record.id, timeZone: browserTimeZone() } })
      .unwrap()
      .catch(() => undefined);
  }, [record, update]);
  return profile;
}
