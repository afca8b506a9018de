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
