// A profile's time zone: an IANA name both the runtime's Intl and the database know, since the digest job reads
// the local hour in SQL (`at time zone`), which would fail on a name PostgreSQL lacks.
import { isTimeZoneName } from '@innov/contracts/notifications';
import type { RawQuery } from '@innov/db';
import { Errors } from '../errors.ts';

export async function knownTimeZone(q: RawQuery, name: string): Promise<boolean> {
  if (!isTimeZoneName(name)) return false;
  const [row] = await q<{ known: boolean }>(
    'select exists (select 1 from pg_timezone_names where name = $1) as known',
    [name],
  );
  return row?.known === true;
}

/** The UserProfile model's `enforce`: a time zone written is one the digest can use. */
export async function enforceTimeZone(
  values: Record<string, unknown>,
  _current: Record<string, unknown> | null,
  { query }: { query: RawQuery },
): Promise<void> {
  const zone = values.timeZone;
  if (typeof zone === 'string' && !(await knownTimeZone(query, zone)))
    throw Errors.validation('input.timeZone: expected a time zone name like Europe/London');
}
