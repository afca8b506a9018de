const dateOptions = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const britishDate = new Intl.DateTimeFormat('en-GB', dateOptions);
const britishUtcDate = new Intl.DateTimeFormat('en-GB', { ...dateOptions, timeZone: 'UTC' });
const britishDateTime = new Intl.DateTimeFormat('en-GB', { ...dateOptions, hour: '2-digit', minute: '2-digit' });

const dateOf = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/**
 * A date as British English writes it: day, short month, year ('5 Mar 2026'), in the browser's time zone, or in UTC
 * for dates kept as UTC days (billing periods); '' for a date that is not one.
 */
export function formatBritishDate(value: string | Date, options: { utc?: boolean } = {}): string {
  const date = dateOf(value);
  if (Number.isNaN(date.getTime())) return '';
  return (options.utc ? britishUtcDate : britishDate).format(date);
}

/** A moment as British English writes it, with the time ('5 Mar 2026, 09:30'); '' for a date that is not one. */
export function formatBritishDateTime(value: string | Date): string {
  const date = dateOf(value);
  return Number.isNaN(date.getTime()) ? '' : britishDateTime.format(date);
}
