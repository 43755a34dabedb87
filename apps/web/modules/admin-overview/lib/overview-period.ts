// The overview's period in the URL (`?days=`): the choices offered, and what a link asks for (anything else is
// the default). Pure.

export const OVERVIEW_PERIODS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 12 months' },
] as const;

export const DEFAULT_OVERVIEW_DAYS = 30;

export function parseOverviewDays(value: string | null): number {
  const days = Number(value);
  return OVERVIEW_PERIODS.some((p) => p.days === days) ? days : DEFAULT_OVERVIEW_DAYS;
}

/** A UTC day (`YYYY-MM-DD`) as a short date in the reader's language, e.g. "3 Nov". */
export function shortDay(date: string, locale?: string): string {
  return new Date(`${date}T00:00:00.000Z`).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
