// When a notification happened, as people read it in a feed: "Just now", "5 minutes ago", "Yesterday",
// "3 days ago", then the date ("12 Mar", with the year when it is not this one). Pure; the full date and time
// (the seed's DATE_FORMAT) goes in the element's title and datetime.
import { DATE_FORMAT } from '@innov/contracts';
import { differenceInCalendarDays, format, formatDistanceStrict, isSameYear } from 'date-fns';
import { useEffect, useState } from 'react';

const JUST_NOW_SECONDS = 45;
const RELATIVE_DAYS = 7;

export function relativeTime(iso: string, now: Date): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return '';
  const seconds = (now.getTime() - when.getTime()) / 1000;
  if (seconds < JUST_NOW_SECONDS) return 'Just now';
  const days = differenceInCalendarDays(now, when);
  if (days === 1 && seconds >= 12 * 3600) return 'Yesterday';
  if (days < RELATIVE_DAYS) return formatDistanceStrict(when, now, { addSuffix: true, roundingMethod: 'floor' });
  return format(when, isSameYear(when, now) ? 'd MMM' : 'd MMM yyyy');
}

/** The full date and time, for a title. */
export function fullTime(iso: string): string {
  const when = new Date(iso);
  return Number.isNaN(when.getTime()) ? '' : format(when, DATE_FORMAT);
}

const TICK_MS = 30_000;

/** The current time, moving every 30 s, so relative times stay true while a list is open. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
