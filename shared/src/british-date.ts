// Build-time entry `@portal/shared/british-date` (no UI: the API's export writes its dates with it too).

/** Every month as its three letters ('Sep', not ICU en-GB's 'Sept'): the '5 Mar 2026', as spreadsheets read it. */
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsOf(date: Date, timeZone: string | undefined): Record<string, string> {
  const key = timeZone ?? '';
  let format = partsFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    partsFormats.set(key, format);
  }
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

const dateOf = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);
const dayOf = (parts: Record<string, string>) =>
  `${Number(parts.day)} ${months[Number(parts.month) - 1]} ${parts.year}`;

export type BritishDateOptions = {
  /** For dates kept as UTC days (billing periods). */
  utc?: boolean;
  /** An IANA zone (the candidate's, in the API's export); the browser's own when neither is given. */
  timeZone?: string;
};

/**
 * A date as British English writes it: day, short month, year ('5 Mar 2026', '23 Sep 2026'), in the browser's time
 * zone, in UTC or in the zone given; '' for a date that is not one.
 */
export function formatBritishDate(value: string | Date, options: BritishDateOptions = {}): string {
  const date = dateOf(value);
  if (Number.isNaN(date.getTime())) return '';
  return dayOf(partsOf(date, options.utc ? 'UTC' : options.timeZone));
}

/** A moment as British English writes it, with the time ('5 Mar 2026, 09:30'); '' for a date that is not one. */
export function formatBritishDateTime(value: string | Date): string {
  const date = dateOf(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = partsOf(date, undefined);
  return `${dayOf(parts)}, ${parts.hour}:${parts.minute}`;
}
