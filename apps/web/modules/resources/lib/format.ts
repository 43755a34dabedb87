// Dates in the seed's default format (yyyy/MM/dd HH:mm:ss). Shown in UTC, so the text does not depend on the
// rendering server's time zone.
import { DATE_FORMAT } from '@innov/contracts';
import { format } from 'date-fns';

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  // Shift by the local offset so date-fns (which formats in local time) prints the UTC wall-clock time.
  return `${format(new Date(d.getTime() + d.getTimezoneOffset() * 60_000), DATE_FORMAT)} UTC`;
}

export function readTimeText(minutes: number | null | undefined): string {
  return `${Math.max(1, minutes ?? 1)} min read`;
}
