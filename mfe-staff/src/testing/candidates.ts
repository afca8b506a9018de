import type { Page, User } from '@portal/shared';
import { candidate } from '@portal/shared/testing';
import type { UsersAnswer } from '../features/candidates/api/users';

/** Candidate number `n`: distinct id, name and e-mail so each row can be told apart. */
export function numberedCandidate(n: number, overrides: Partial<User> = {}): User {
  return {
    ...candidate,
    _id: `candidate-${n}`,
    firstName: `Candidate${n}`,
    lastName: `Surname${n}`,
    email: `candidate${n}@example.com`,
    jobTitle: [`Job ${n}`],
    ...overrides,
  };
}

/** A `GET /users` answer: one page of `docs` out of `totalDocs`. */
export function usersPage(
  docs: User[],
  { page = 1, limit = docs.length || 1, totalDocs = docs.length } = {},
): {
  body: UsersAnswer;
} {
  const totalPages = Math.ceil(totalDocs / limit);
  const data: Page<User> = { docs, totalDocs, page, limit, totalPages, hasNextPage: page < totalPages };
  return { body: { success: true, data } };
}
