/** Texts the applications module sends. */
import type { ApplicationFilter } from '@portal/shared/contracts';

/** The tab labels of GET /application/user-application-count, answered as 'Label (n)'. */
export const applicationTabLabels: Record<ApplicationFilter, string> = {
  all: 'All',
  week: 'This Week',
  month: 'This Month',
  quick: 'Quick Apply',
  apply: 'Apply',
};

/** The proof-of-job-search export's refusals (beyond the spec: our words). */
export const exportMessages = {
  fromInvalid: 'The start date is not a real date.',
  toInvalid: 'The end date is not a real date.',
  fromAfterTo: 'The start date must be on or before the end date.',
  rangeTooLong: 'Choose a range of at most one year (366 days).',
  tooManyRows: 'This range holds more than 5000 applications. Choose a shorter range.',
  timeZoneInvalid: 'tz must be a time zone name, e.g. Australia/Sydney.',
} as const;

/** The words of the exported report (CSV and PDF). */
export const exportTexts = {
  title: 'Proof of job search',
  candidate: 'Candidate',
  period: 'Period',
  generatedOn: 'Generated on',
  applicationsCount: 'Applications',
  columns: ['Date', 'Job title', 'Company', 'Location', 'Platform', 'Type'],
  noApplications: 'No applications in this period.',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;
