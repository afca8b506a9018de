import type { Page } from '@portal/shared';
import type { CandidateListFilter, CandidateRecord } from '@portal/shared/contracts';
import { listPageSize } from '@portal/shared/limits';
import { useStaffList } from '../../../lib/staff-list';

export type AssignedAnswer = { success: boolean; data: Page<CandidateRecord> };

/** `GET /assigned-users-with-active-subscription?page=&limit=10&search=` (spec section 7), plus the dashboard's filter. */
export function assignedKey(page: number, search: string, filter: CandidateListFilter = 'all'): string {
  const query = new URLSearchParams({ page: String(page), limit: String(listPageSize), search });
  if (filter !== 'all') query.set('filter', filter);
  return `/assigned-users-with-active-subscription?${query.toString()}`;
}

export function useAssignedCandidates(page: number, search: string, filter: CandidateListFilter) {
  return useStaffList<AssignedAnswer>(assignedKey(page, search, filter), 'Assigned candidates');
}
