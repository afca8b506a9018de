import type { Page } from '@portal/shared';
import type { Application, JobHistoryPage } from '@portal/shared/contracts';
import { listPageSize } from '@portal/shared/limits';
import { useStaffList } from '../../../lib/staff-list';

export type JobHistoryFilters = { search: string; plan: string; applied: string };

/** `GET /job-history`: one admin's candidates (the signed-in admin's without `admin`), and that admin's name. */
export function jobHistoryKey(adminId: string | undefined, page: number, filters: JobHistoryFilters): string {
  const query = new URLSearchParams({ page: String(page), limit: String(listPageSize) });
  if (adminId) query.set('admin', adminId);
  if (filters.search) query.set('search', filters.search);
  if (filters.plan !== 'all') query.set('plan', filters.plan);
  if (filters.applied !== 'all') query.set('applied', filters.applied);
  return `/job-history?${query.toString()}`;
}

/** Nothing is asked while `asked` is false (an address that names no admin). */
export function useJobHistory(adminId: string | undefined, page: number, filters: JobHistoryFilters, asked = true) {
  return useStaffList<{ data: JobHistoryPage }>(asked ? jobHistoryKey(adminId, page, filters) : null, 'Job history');
}

/** `GET /applications?user={id}&page={n}&limit=10` (spec section 7): one candidate's applications, newest first. */
export function candidateApplicationsKey(userId: string, page: number): string {
  return `/applications?${new URLSearchParams({ user: userId, page: String(page), limit: String(listPageSize) }).toString()}`;
}

export function useCandidateApplications(userId: string | null, page: number) {
  return useStaffList<{ data: Page<Application> }>(
    userId ? candidateApplicationsKey(userId, page) : null,
    'Applications',
  );
}
