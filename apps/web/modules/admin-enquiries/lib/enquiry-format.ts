// How the back-office writes an enquiry's times ("26 Nov 2026, 14:05" in the reader's time zone). Pure.
import { format } from 'date-fns';

export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? '' : format(when, 'd MMM yyyy, HH:mm');
}

/** The first line of a message, cut to `max` characters (a table cell's excerpt). */
export function excerpt(text: string, max = 90): string {
  const line = text.trim().replace(/\s+/g, ' ');
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}
