import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userWithRole } from '@portal/shared/testing';
import { fakeApi, heldReply, resetSession, signIn } from '@portal/shared/testing/jest';
import { renderAt } from '../../../testing/render-at';
import type { Document } from '@portal/shared/contracts';
import { agreedCv, numberedCandidate, replaceOldCvWithNew, usersPage } from '../../../testing/candidates';
import { registeredTexts as texts } from '../texts';
import { RegisteredCandidatesList } from './RegisteredCandidatesList';
import { replaceDocument } from '../../../lib/candidate-actions';

// jsdom's FormData cannot travel through Node's fetch in this environment (as in mfe-candidate's Settings test): the
// replacement's upload is replaced here, and what the page does around it is real.
jest.mock('../../../lib/candidate-actions', () => ({
  ...jest.requireActual('../../../lib/candidate-actions'),
  replaceDocument: jest.fn().mockResolvedValue(undefined),
}));
const replaced = jest.mocked(replaceDocument);

const base = '/users?role=user&verified=true&page=1&limit=10';
const emptyPage = {
  body: { success: true, data: { docs: [], totalDocs: 0, page: 1, limit: 10, totalPages: 0, hasNextPage: false } },
};

beforeEach(() => {
  resetSession();
  signIn(userWithRole('superAdmin'));
});

describe('RegisteredCandidatesList', () => {
  it("lists verified candidates; the expandable row shows names, job titles and states, 'N/A' when empty", async () => {
    fakeApi({
      [base]: usersPage(
        [
          numberedCandidate(1, { workState: ['Victoria', 'Tasmania'] }),
          numberedCandidate(2, { jobTitle: [], workState: [] }),
        ],
        {
          limit: 10,
        },
      ),
    });
    renderAt(<RegisteredCandidatesList />, '/registered-candidates');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `${texts.showMore}: Candidate1 Surname1` }));
    const table = screen.getByRole('table');
    expect(within(table).getByText('Victoria, Tasmania')).toBeInTheDocument();
    expect(within(table).getByText('Job 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${texts.showMore}: Candidate2 Surname2` }));
    expect(within(table).getAllByText(texts.notAvailable)).toHaveLength(2);
  });

  it('searches after 500 ms and filters by state, experience level and plan', async () => {
    const { sent } = fakeApi({
      [base]: usersPage([numberedCandidate(1)], { limit: 10 }),
      [`${base}&search=okafor`]: usersPage([numberedCandidate(3)], { limit: 10 }),
      [`${base}&search=okafor&state=Western+Australia`]: emptyPage,
      [`${base}&search=okafor&state=Western+Australia&experienceLevel=7+years+above`]: emptyPage,
      [`${base}&search=okafor&state=Western+Australia&experienceLevel=7+years+above&plan=Gold`]: usersPage(
        [numberedCandidate(4)],
        { limit: 10 },
      ),
    });
    renderAt(<RegisteredCandidatesList />, '/registered-candidates');
    const user = userEvent.setup();
    await screen.findByText('Candidate1 Surname1');
    await user.type(screen.getByLabelText(texts.searchLabel), 'okafor');
    expect(await screen.findByText('Candidate3 Surname3')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(texts.state), 'Western Australia');
    expect(await screen.findByText(texts.noCandidates)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(texts.experienceLevel), '7 years above');
    await user.selectOptions(screen.getByLabelText(texts.plan), 'Gold');
    expect(await screen.findByText('Candidate4 Surname4')).toBeInTheDocument();
    // One search call once typing stopped, not one per letter.
    expect(
      sent
        .filter((request) => request.url.includes('search=o'))
        .map((request) => new URL(request.url).searchParams.get('search')),
    ).not.toContain('o');
  });

  it('opens with the search in the address (the dashboard links a latest candidate here)', async () => {
    const { sent } = fakeApi({
      [`${base}&search=candidate3%40example.com`]: usersPage([numberedCandidate(3)], { limit: 10 }),
    });
    renderAt(<RegisteredCandidatesList />, '/registered-candidates?search=candidate3%40example.com');
    expect(await screen.findByText('Candidate3 Surname3')).toBeInTheDocument();
    expect(screen.getByLabelText(texts.searchLabel)).toHaveValue('candidate3@example.com');
    expect(sent.map((request) => new URL(request.url).searchParams.get('search'))).toEqual(['candidate3@example.com']);
  });

  it('a search the server refuses shows its reason instead of the list before it', async () => {
    const refusal = 'search may be at most 100 characters.';
    fakeApi({
      [base]: usersPage([numberedCandidate(1)], { limit: 10 }),
      [`${base}&search=okafor`]: { status: 400, body: { success: false, message: refusal } },
    });
    renderAt(<RegisteredCandidatesList />, '/registered-candidates');
    const user = userEvent.setup();
    await screen.findByText('Candidate1 Surname1');
    await user.type(screen.getByLabelText(texts.searchLabel), 'okafor');
    expect(await screen.findByRole('alert', {}, { timeout: 2000 })).toHaveTextContent(refusal);
    expect(screen.queryByText('Candidate1 Surname1')).not.toBeInTheDocument();
  });

  it('View details opens the candidate modal (registeredCandidates: experience and salary, no logins)', async () => {
    fakeApi({
      [base]: usersPage([numberedCandidate(1, { experienceLevel: '2-4 years' })], { limit: 10 }),
      '/documents?user=candidate-1': emptyPage,
      '/portals?user=candidate-1': emptyPage,
    });
    renderAt(<RegisteredCandidatesList />, '/registered-candidates');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `${texts.viewDetails}: Candidate1 Surname1` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2-4 years')).toBeInTheDocument();
  });

  it("View details says 'Loading...' and takes no second click while the candidate's documents are read", async () => {
    const documents = heldReply();
    const { sent } = fakeApi({
      [base]: usersPage([numberedCandidate(1)], { limit: 10 }),
      '/documents?user=candidate-1': documents.route,
      '/portals?user=candidate-1': emptyPage,
    });
    renderAt(<RegisteredCandidatesList />, '/registered-candidates');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: `${texts.viewDetails}: Candidate1 Surname1` });
    await user.click(button);
    await waitFor(() => expect(button).toHaveTextContent(texts.loading));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(sent.filter((request) => request.url.includes('/documents?user=candidate-1'))).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    documents.release(emptyPage);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(button).toHaveTextContent(texts.viewDetails);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('replaces a document the candidate agreed to (Edit, upload), then shows the documents read again', async () => {
    const page = (docs: Document[]) => ({
      body: {
        success: true,
        data: { docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1, hasNextPage: false },
      },
    });
    fakeApi({
      [base]: usersPage([numberedCandidate(1)], { limit: 10 }),
      '/documents?user=candidate-1': [page([agreedCv(1, 'Old CV.pdf')]), page([agreedCv(1, 'New CV.pdf')])],
      '/portals?user=candidate-1': emptyPage,
    });
    renderAt(<RegisteredCandidatesList />, '/registered-candidates');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `${texts.viewDetails}: Candidate1 Surname1` }));
    await replaceOldCvWithNew(user, replaced);
  });
});
