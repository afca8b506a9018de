import type { Page, User } from '@portal/shared';
import { listPageSize } from '@portal/shared/limits';
import { useStaffList } from '../../../lib/staff-list';

export type CandidateFilters = { state: string; experienceLevel: string; plan: string };

/** `GET /users?role=user&verified=true&page&search` (spec section 7) with the state, experience and plan filters. */
export function registeredCandidatesKey(page: number, search: string, filters: CandidateFilters): string {
  const query = new URLSearchParams({
    role: 'user',
    verified: 'true',
    page: String(page),
    limit: String(listPageSize),
  });
  if (search) query.set('search', search);
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return `/users?${query.toString()}`;
}

export function useRegisteredCandidates(page: number, search: string, filters: CandidateFilters) {
  return useStaffList<{ success: boolean; data: Page<User> }>(
    registeredCandidatesKey(page, search, filters),
    'Registered candidates',
  );
}
