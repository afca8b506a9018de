import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Page, User } from '@portal/shared';
import type { Document } from '@portal/shared/contracts';
import { candidate } from '@portal/shared/testing';
import { sharedMessages } from '@portal/shared/texts';
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

/** Candidate `n`'s CV, titled `title`, which the candidate agreed staff may replace (the modal offers Edit). */
export function agreedCv(n: number, title: string): Document {
  return {
    _id: `cv-${title}`,
    user: `candidate-${n}`,
    type: 'pdf',
    title,
    uri: `/api/document/file/${title}`,
    size: 1000,
    category: 'Resume/CV',
    default: false,
    agree: 'true',
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

/**
 * In the open candidate modal showing candidate 1's 'Old CV.pdf': Edit the CV/Resume, upload 'New CV.pdf' in the
 * replace dialog, and see the page's `replaceDocument` given both and the modal show the new CV read again.
 */
export async function replaceOldCvWithNew(
  user: UserEvent,
  replaceDocument: jest.MockedFunction<(document: Document, file: File) => Promise<void>>,
) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('link', { name: /Old CV.pdf/ })).toBeInTheDocument();
  const cv = new File(['%PDF-1.7'], 'New CV.pdf', { type: 'application/pdf' });
  await user.click(screen.getByRole('button', { name: 'Edit the CV/Resume' }));
  const upload = (await screen.findByText('Replace Resume/CV')).closest<HTMLElement>('[role="dialog"]')!;
  await user.upload(within(upload).getByLabelText(sharedMessages.replaceDocumentFile), cv);
  await user.click(within(upload).getByRole('button', { name: sharedMessages.replaceDocumentUpload }));
  expect(await within(dialog).findByRole('link', { name: /New CV.pdf/ })).toBeInTheDocument();
  expect(replaceDocument).toHaveBeenCalledWith(agreedCv(1, 'Old CV.pdf'), cv);
}
