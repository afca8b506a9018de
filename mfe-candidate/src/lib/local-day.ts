/** A day in the browser's own time zone as YYYY-MM-DD (toISOString would give the UTC day, a day early in Australia's mornings). */
export const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
