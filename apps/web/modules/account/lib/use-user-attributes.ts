'use client';
// The signed-in user's attributes straight from the identity service (GetUser), for what the ID token does
// not carry reliably between refreshes: marketing consent, the e-mail's verification state.
import type { FetchUserAttributesOutput } from 'aws-amplify/auth';
import { useCallback, useEffect, useState } from 'react';
import { fetchUserAttributes } from './identity.ts';

export function useUserAttributes() {
  const [attributes, setAttributes] = useState<FetchUserAttributesOutput | null>(null);
  const [error, setError] = useState<unknown>(null);

  const reload = useCallback(async () => {
    try {
      const next = await fetchUserAttributes();
      setAttributes(next);
      setError(null);
      return next;
    } catch (e) {
      setError(e);
      return null;
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { attributes, error, reload };
}
