'use client';
// The query every auth page reads: the e-mail to prefill and a safe returnTo (anything else is dropped).
import { useSearchParams } from 'next/navigation';
import { safeReturnTo } from './return-to.ts';

export function useAuthQuery() {
  const params = useSearchParams();
  return {
    params,
    email: params.get('email')?.trim() ?? '',
    returnTo: safeReturnTo(params.get('returnTo')),
  };
}
