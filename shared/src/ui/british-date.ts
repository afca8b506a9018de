const britishDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** A date as British English writes it: day, short month, year ('5 Mar 2026'); '' for a date that is not one. */
export function formatBritishDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : britishDate.format(date);
}
