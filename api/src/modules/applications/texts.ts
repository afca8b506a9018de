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

/** The answers of POST /application (issue 15: the quota texts are ours, recorded in docs/decisions.md). */
export const recordApplicationMessages = {
  saved: 'Application submitted successfully!',
  candidateNotFound: 'This candidate was not found.',
  platformNotTheirs: "The platform must be one of the candidate's job platforms.",
  resumeNotCurrent: "The resume must be the candidate's current Resume/CV.",
  /** A running plan whose quota is used up. */
  quotaReached: (plan: string, limit: number, period: 'week' | 'month') =>
    `Quota reached: the ${plan} plan allows ${limit} applications per ${period}, and this candidate has used all ${limit}.`,
  /** No plan running, one paid for that starts later (its first day, a UTC billing day written '1 Dec 2026'). */
  planNotStarted: (plan: string, startDay: string) =>
    `The candidate's ${plan} plan starts on ${startDay}: no applications can be recorded before then.`,
  /** No plan running: the trial or the plan has expired (or the candidate never had one). */
  planExpired: (plan: string | null, limit: number | null, period: 'week' | 'month') =>
    plan
      ? `The candidate's ${plan} plan has expired${limit === null ? '' : ` (it allowed ${limit} applications per ${period})`}: no applications can be recorded until it is renewed.`
      : 'The candidate has no active plan: no applications can be recorded until they choose one.',
} as const;

/** The proof-of-job-search export's refusals (beyond the spec: our words). */
export const exportMessages = {
  fromInvalid: 'The start date is not a real date.',
  toInvalid: 'The end date is not a real date.',
  fromAfterTo: 'The start date must be on or before the end date.',
  outsideWindow: 'Choose dates from 1 Jan 2000 to 31 Dec 2099.',
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
