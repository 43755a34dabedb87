'use client';
// A back-office record page before its record is there: a skeleton while it loads, then why it is missing (the
// server's error, or that it does not exist) with a way back to its list.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { AdminPage } from './admin-page.tsx';

export function AdminRecordFallback({
  loading,
  error,
  overline,
  noun,
  back,
}: {
  loading: boolean;
  error: unknown;
  /** The page's overline (a link to its list). */
  overline: ReactNode;
  /** What the page shows, e.g. "user" ("Loading the user", "User not found", "This user does not exist…"). */
  noun: string;
  back: { href: string; label: string };
}) {
  if (loading)
    return (
      <AdminPage overline={overline} title={<Skeleton width={240} />}>
        <Skeleton variant="rounded" height={240} role="status" aria-label={`Loading the ${noun}`} />
      </AdminPage>
    );
  return (
    <AdminPage overline={overline} title={`${noun.replace(/^./, (c) => c.toUpperCase())} not found`}>
      <Alert severity="error">
        {error ? toErrorMessage(error) : `This ${noun} does not exist or has been deleted.`}{' '}
        <Link component={NextLink} href={back.href}>
          {back.label}
        </Link>
      </Alert>
    </AdminPage>
  );
}
