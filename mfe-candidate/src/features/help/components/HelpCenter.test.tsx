import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Blog } from '@portal/shared/contracts';
import { candidate } from '@portal/shared/testing';
import { fakeApi, resetSession, signIn, unreachable } from '@portal/shared/testing/jest';
import { blogsKey } from '../api/get-blogs';
import { helpTexts } from '../texts';
import { sampleArticles } from './fixtures';
import { HelpCenter } from './HelpCenter';

const pageOf = (docs: Blog[], page = 1, totalPages = 1) => ({
  body: {
    success: true,
    data: { docs, totalDocs: docs.length, page, limit: 10, totalPages, hasNextPage: page < totalPages },
  },
});

function renderAt(address = '/help') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/help" element={<HelpCenter />} />
          <Route path="/contact" element={<p>Contact page</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

const blogUrls = (sent: { url: string }[]) =>
  sent
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname === '/api/blogs')
    .map((url) => url.search);

let logged: jest.SpyInstance;
beforeEach(() => {
  resetSession();
  signIn(candidate);
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

const articleNamed = (title: string) => screen.getByRole('article', { name: title });

describe('Help Center list', () => {
  it("shows 'Loading articles...', then the articles of GET /blogs?page=1&limit=10 with their level", async () => {
    const api = fakeApi({ '/blogs?page=1&limit=10': pageOf(sampleArticles) });
    renderAt();
    expect(screen.getByRole('heading', { level: 2, name: helpTexts.title })).toBeInTheDocument();
    expect(screen.getByText(helpTexts.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Spotting job scams' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(within(articleNamed('Spotting job scams')).getByText('urgent')).toBeInTheDocument();
    expect(within(articleNamed('Spotting job scams')).getByText('12 found this helpful')).toBeInTheDocument();
    expect(blogUrls(api.sent)).toEqual(['?page=1&limit=10']);
    expect(api.sent[0]!.authorization).toMatch(/^Bearer /);
  });

  it("offers the spec's sort options and asks for the chosen level from page 1", async () => {
    const api = fakeApi({
      '/blogs?page=1&limit=10': pageOf(sampleArticles, 1, 3),
      '/blogs?page=2&limit=10': pageOf([sampleArticles[2]!], 2, 3),
      '/blogs?page=1&limit=10&level=urgent': pageOf([sampleArticles[0]!]),
    });
    renderAt();
    const sort = screen.getByRole('combobox', { name: helpTexts.sortLabel });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'most relevant', 'important', 'interesting', 'urgent']);
    await screen.findByRole('heading', { name: 'Spotting job scams' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await userEvent.selectOptions(sort, 'urgent');
    await waitFor(() => expect(blogUrls(api.sent)).toContain('?page=1&limit=10&level=urgent'));
    expect(blogUrls(api.sent)).toEqual(['?page=1&limit=10', '?page=2&limit=10', '?page=1&limit=10&level=urgent']);
    expect(await screen.findByRole('heading', { name: 'Spotting job scams' })).toBeInTheDocument();
  });

  it('starts at page 1 again when the candidate goes back to a level', async () => {
    const api = fakeApi({
      '/blogs?page=1&limit=10': pageOf(sampleArticles, 1, 3),
      '/blogs?page=3&limit=10': pageOf([sampleArticles[2]!], 3, 3),
      '/blogs?page=1&limit=10&level=urgent': pageOf([sampleArticles[0]!]),
    });
    renderAt();
    const sort = screen.getByRole('combobox', { name: helpTexts.sortLabel });
    await screen.findByRole('heading', { name: 'Spotting job scams' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await userEvent.selectOptions(sort, 'urgent');
    await waitFor(() => expect(blogUrls(api.sent)).toContain('?page=1&limit=10&level=urgent'));
    await userEvent.selectOptions(sort, 'All');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(blogUrls(api.sent).filter((search) => search.startsWith('?page=3'))).toHaveLength(1);
  });

  it("searches with the header's ?search= and says 'No articles found.' when nothing matches", async () => {
    const api = fakeApi({ '/blogs?page=1&limit=10&search=visa': pageOf([]) });
    renderAt('/help?search=visa');
    expect(await screen.findByText(helpTexts.empty)).toBeInTheDocument();
    expect(screen.getByText('Articles matching "visa"')).toBeInTheDocument();
    expect(blogUrls(api.sent)).toEqual(['?page=1&limit=10&search=visa']);
  });

  it('shows article content sanitised: no script, no handler, no javascript: link', async () => {
    const hostile: Blog = {
      ...sampleArticles[2]!,
      content:
        '<p onclick="steal()">Safe words</p><script>window.hacked = true</script><a href="javascript:alert(1)">bad</a><img src=x onerror="window.hacked=true">',
    };
    fakeApi({ '/blogs?page=1&limit=10': pageOf([hostile]) });
    renderAt();
    const article = await screen.findByRole('article', { name: hostile.title });
    expect(within(article).getByText('Safe words')).not.toHaveAttribute('onclick');
    expect(article.querySelector('script, img, [onclick]')).toBeNull();
    expect(within(article).getByText('bad')).not.toHaveAttribute('href');
  });

  it("shows an article stored with Quill 2's &nbsp; between every word with ordinary spaces, so lines break between words", async () => {
    const storedWithNbsp: Blog = {
      ...sampleArticles[2]!,
      content: '<p>Test&nbsp;the&nbsp;link,&nbsp;camera&nbsp;and&nbsp;microphone&nbsp;&nbsp;&nbsp;first.</p>',
    };
    fakeApi({ '/blogs?page=1&limit=10': pageOf([storedWithNbsp]) });
    renderAt();
    const article = await screen.findByRole('article', { name: storedWithNbsp.title });
    expect(article.querySelector('.help-article__content')!.innerHTML).toBe(
      '<p>Test the link, camera and microphone&nbsp; &nbsp;first.</p>',
    );
  });

  it('Contact Us goes to /contact', async () => {
    fakeApi({ '/blogs?page=1&limit=10': pageOf(sampleArticles) });
    renderAt();
    await userEvent.click(screen.getByRole('link', { name: helpTexts.contactUs }));
    expect(await screen.findByText('Contact page')).toBeInTheDocument();
  });

  it('skips the call for a page that is not a whole number of at least 1', () => {
    expect(blogsKey({ page: 0, level: 'All', search: '' })).toBeNull();
    expect(blogsKey({ page: 1.5, level: 'All', search: '' })).toBeNull();
    expect(blogsKey({ page: 2, level: 'important', search: 'cv' })).toBe(
      '/blogs?page=2&limit=10&level=important&search=cv',
    );
  });
});

describe('Help Center votes: the texts of spec section 8', () => {
  const voteRoute = 'PATCH /blog/vote/b-1';

  it("sends isHelpful as the string 'true', says 'Vote processed successfully.' and refreshes the tally", async () => {
    const voted = { ...sampleArticles[0]!, helpfulVotes: 13, votes: [{ user: 'me', isHelpful: true }] };
    const api = fakeApi({
      '/blogs?page=1&limit=10': [pageOf(sampleArticles), pageOf([voted, ...sampleArticles.slice(1)])],
      [voteRoute]: { body: { success: true, message: 'Vote processed successfully.', data: voted } },
    });
    renderAt();
    await screen.findByRole('heading', { name: 'Spotting job scams' });
    await userEvent.click(within(articleNamed('Spotting job scams')).getByRole('button', { name: helpTexts.yes }));
    expect(await within(articleNamed('Spotting job scams')).findByText(helpTexts.voted)).toBeInTheDocument();
    expect(api.bodies.find((body) => body.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/blog/vote/b-1',
      body: { isHelpful: 'true' },
    });
    expect(await within(articleNamed('Spotting job scams')).findByText('13 found this helpful')).toBeInTheDocument();
    expect(within(articleNamed('Spotting job scams')).getByRole('button', { name: helpTexts.yes })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("a second vote shows the server's 'You already voted.'", async () => {
    const api = fakeApi({
      '/blogs?page=1&limit=10': pageOf(sampleArticles),
      'PATCH /blog/vote/b-2': { status: 409, body: { success: false, message: 'You already voted.' } },
    });
    renderAt();
    await screen.findByRole('heading', { name: 'Spotting job scams' });
    const resume = articleNamed('How to write a resume Australian employers expect');
    await userEvent.click(within(resume).getByRole('button', { name: helpTexts.no }));
    expect(await within(resume).findByText(helpTexts.alreadyVoted)).toBeInTheDocument();
    expect(api.bodies.find((body) => body.method === 'PATCH')?.body).toEqual({ isHelpful: 'false' });
  });

  it.each([
    [
      'a refusal other than a repeat vote',
      { status: 404, body: { success: false, message: 'Article not found.' } },
      helpTexts.voteNotProcessed,
    ],
    ['an answer without success', { status: 200, body: { success: false } }, helpTexts.voteFailed],
  ])('%s', async (_, reply, text) => {
    fakeApi({ '/blogs?page=1&limit=10': pageOf(sampleArticles), [voteRoute]: reply });
    renderAt();
    await screen.findByRole('heading', { name: 'Spotting job scams' });
    await userEvent.click(within(articleNamed('Spotting job scams')).getByRole('button', { name: helpTexts.yes }));
    expect(await within(articleNamed('Spotting job scams')).findByText(text)).toBeInTheDocument();
  });

  it("an unreachable server: 'Error voting. Please try again later.'", async () => {
    fakeApi({ '/blogs?page=1&limit=10': pageOf(sampleArticles), [voteRoute]: unreachable });
    renderAt();
    await screen.findByRole('heading', { name: 'Spotting job scams' });
    await userEvent.click(within(articleNamed('Spotting job scams')).getByRole('button', { name: helpTexts.yes }));
    expect(await within(articleNamed('Spotting job scams')).findByText(helpTexts.voteUnreachable)).toBeInTheDocument();
  });
});
