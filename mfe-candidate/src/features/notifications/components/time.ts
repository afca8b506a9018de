const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const relative = new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });

/** '5 minutes ago', 'yesterday', '2 weeks ago'; 'now' within a minute. */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of units)
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  return relative.format(0, 'second');
}

const full = new Intl.DateTimeFormat('en-AU', { dateStyle: 'full', timeStyle: 'short' });
/** The detail pane's full date and time, e.g. 'Tuesday 25 November 2026 at 2:30 pm'. */
export const fullDateTime = (iso: string) => full.format(new Date(iso));
