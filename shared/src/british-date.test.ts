import { formatBritishDate, formatBritishDateTime } from './british-date';

describe('formatBritishDate', () => {
  it('writes day, short month and year as British English does', () => {
    expect(formatBritishDate('2026-03-05T09:30:00.000Z')).toBe('5 Mar 2026');
    expect(formatBritishDate(new Date(2025, 11, 31, 12))).toBe('31 Dec 2025');
    expect(formatBritishDate('not a date')).toBe('');
  });

  it("writes September 'Sep', as every other month, in three letters (ICU en-GB writes 'Sept')", () => {
    expect(formatBritishDate(new Date(2026, 8, 23, 12))).toBe('23 Sep 2026');
    expect(formatBritishDate('2026-09-01T00:00:00.000Z', { utc: true })).toBe('1 Sep 2026');
    expect(formatBritishDate('2026-08-31T15:00:00.000Z', { timeZone: 'Australia/Melbourne' })).toBe('1 Sep 2026');
  });

  it('reads a date kept as a UTC day in UTC, whatever the browser’s zone', () => {
    expect(formatBritishDate('2026-03-31T23:30:00.000Z', { utc: true })).toBe('31 Mar 2026');
    expect(formatBritishDate('2026-04-01T00:00:00.000Z', { utc: true })).toBe('1 Apr 2026');
  });
});

describe('formatBritishDateTime', () => {
  it('adds the time, on the 24-hour clock', () => {
    expect(formatBritishDateTime(new Date(2026, 2, 5, 9, 30))).toBe('5 Mar 2026, 09:30');
    expect(formatBritishDateTime(new Date(2026, 10, 29, 17, 5))).toBe('29 Nov 2026, 17:05');
    expect(formatBritishDateTime(new Date(2026, 8, 23, 0, 5))).toBe('23 Sep 2026, 00:05');
    expect(formatBritishDateTime('not a date')).toBe('');
  });
});
