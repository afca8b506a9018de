import { sharedMessages } from './texts';

/** The document title of a page: its own title, then the site's name (one rule for every app). */
export const documentTitle = (title: string): string => `${title} | ${sharedMessages.siteName}`;

/** Job-alert sign-up choices (spec section 2, /job-alerts). Plain values: no zod, safe for any page. */
export const jobAlertExperiences = ['0-2', '3-5', '6+'] as const;
export type JobAlertExperience = (typeof jobAlertExperiences)[number];

export const jobAlertLocations = ['Melbourne', 'Sydney', 'New York', 'London'] as const;
export type JobAlertLocation = (typeof jobAlertLocations)[number];

/** Three annual salary ranges in AUD (docs/decisions.md); the value is stored, the label is shown. */
export const jobAlertSalaryRanges = ['under-80k', '80k-120k', '120k-plus'] as const;
export type JobAlertSalaryRange = (typeof jobAlertSalaryRanges)[number];

export const jobAlertExperienceLabels: Record<JobAlertExperience, string> = {
  '0-2': sharedMessages.jobAlertExperience0to2,
  '3-5': sharedMessages.jobAlertExperience3to5,
  '6+': sharedMessages.jobAlertExperience6plus,
};

export const jobAlertSalaryRangeLabels: Record<JobAlertSalaryRange, string> = {
  'under-80k': sharedMessages.jobAlertSalaryUnder80k,
  '80k-120k': sharedMessages.jobAlertSalary80kTo120k,
  '120k-plus': sharedMessages.jobAlertSalary120kPlus,
};

export { contactLimits } from './limits';
