import type { JobFilterName, SampleJob } from '../job-search-content';

export type JobSearchCriteria = {
  keyword: string;
  location: string;
  /** Chosen options per filter; an empty list means that filter does not narrow. */
  filters: Record<JobFilterName, readonly string[]>;
};

export const noFilters = (): JobSearchCriteria['filters'] => ({ type: [], category: [], level: [], salary: [] });

const contains = (text: string, wanted: string) => text.toLowerCase().includes(wanted.trim().toLowerCase());

/**
 * The jobs that match: every word of the keyword in the title, company, category or summary; the location
 * in the job's location; and, for each filter with a choice, one of the chosen options (any of, within a filter).
 */
export function filterJobs(jobs: readonly SampleJob[], criteria: JobSearchCriteria): SampleJob[] {
  const words = criteria.keyword.trim().split(/\s+/).filter(Boolean);
  return jobs.filter((job) => {
    const text = [job.title, job.company, job.category, job.summary].join(' ');
    if (!words.every((word) => contains(text, word))) return false;
    if (criteria.location.trim() && !contains(job.location, criteria.location)) return false;
    return (Object.keys(criteria.filters) as JobFilterName[]).every((name) => {
      const chosen = criteria.filters[name];
      return chosen.length === 0 || chosen.includes(job[name]);
    });
  });
}
