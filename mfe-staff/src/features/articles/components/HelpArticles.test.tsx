import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared';
import type { Blog } from '@portal/shared/contracts';
import { userWithRole } from '@portal/shared/testing';
import { fakeApi, heldReply, renderDashboard, resetSession, signIn } from '@portal/shared/testing/jest';
import { articleTexts } from '../texts';
import { HelpArticles } from './HelpArticles';

// Quill needs a real layout engine; the form is tested against a plain text box standing in for it.
jest.mock('../../../components/MessageEditor', () => jest.requireActual('../../../testing/fake-message-editor'));

const article = (n: number, extra: Partial<Blog> = {}): Blog => ({
  _id: `b-${n}`,
  id: `b-${n}`,
  title: `Article ${n}`,
  content: `<p>Words of article ${n}</p>`,
  level: 'important',
  helpfulVotes: 0,
  unhelpfulVotes: 0,
  votes: [],
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  ...extra,
});
const pageOf = (docs: Blog[], page = 1, totalPages = 1) => ({
  body: {
    success: true,
    data: { docs, totalDocs: docs.length, page, limit: 10, totalPages, hasNextPage: page < totalPages },
  },
});
const FIRST = '/blogs?page=1&limit=10';
const saved = { body: { success: true, message: 'Article saved successfully', data: article(99) } };

let logged: jest.SpyInstance;
beforeEach(() => {
  resetSession();
  signIn(userWithRole('admin', { firstName: 'Alex' }));
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

const titleBox = () => screen.getByRole('textbox', { name: articleTexts.titleLabel });
const contentBox = () => screen.getByRole('textbox', { name: articleTexts.contentLabel });
const levelBox = () => screen.getByRole('combobox', { name: articleTexts.levelLabel });
const list = () => screen.getByRole('region', { name: articleTexts.listHeading });
const notice = () => sessionStore.getState().notice;

describe('/articles: the list', () => {
  it("shows 'Loading articles...', then 'Existing Help Articles' with an Edit button each and British dates", async () => {
    const held = heldReply();
    fakeApi({ [FIRST]: held.route });
    renderDashboard(<HelpArticles />);
    expect(await within(list()).findByText(articleTexts.loading)).toBeInTheDocument();
    held.release(pageOf([article(1), article(2)]));
    expect(await within(list()).findByText('Article 1')).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list()).getByRole('button', { name: 'Edit Article 2' })).toBeInTheDocument();
    expect(within(list()).getAllByText(/Updated 5 Mar 2026/)).toHaveLength(2);
  });

  it("says 'No articles found.' when there are none, and pages ten at a time", async () => {
    const api = fakeApi({
      [FIRST]: pageOf([article(1)], 1, 2),
      '/blogs?page=2&limit=10': pageOf([], 2, 2),
    });
    renderDashboard(<HelpArticles />);
    await within(list()).findByText('Article 1');
    await userEvent.click(within(list()).getByRole('button', { name: 'Page 2' }));
    expect(await within(list()).findByText(articleTexts.empty)).toBeInTheDocument();
    expect(api.sent.map((request) => new URL(request.url).search)).toEqual(['?page=1&limit=10', '?page=2&limit=10']);
  });
});

describe('/articles: the form, create and edit modes', () => {
  it('create mode: says every missing field at once, each under its own, each gone once filled in, and sends nothing', async () => {
    const api = fakeApi({ [FIRST]: pageOf([]) });
    renderDashboard(<HelpArticles />);
    expect(screen.getByRole('heading', { level: 2, name: articleTexts.createHeading })).toBeInTheDocument();
    const create = screen.getByRole('button', { name: articleTexts.create });
    const problems = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
    await userEvent.click(create);
    expect(problems()).toEqual([articleTexts.titleRequired, articleTexts.contentRequired, articleTexts.levelRequired]);
    expect(titleBox()).toHaveAttribute('aria-invalid', 'true');
    expect(titleBox()).toHaveAccessibleDescription(articleTexts.titleRequired);
    await userEvent.type(titleBox(), 'Tax time');
    expect(problems()).toEqual([articleTexts.contentRequired, articleTexts.levelRequired]);
    await userEvent.type(contentBox(), 'Lodge by 31 October');
    expect(problems()).toEqual([articleTexts.levelRequired]);
    await userEvent.click(create);
    expect(problems()).toEqual([articleTexts.levelRequired]);
    expect(api.sent.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it("creates: 'Saving...' while busy, POST /blog, 'Article saved successfully', then empty fields and a fresh list", async () => {
    const held = heldReply();
    const api = fakeApi({
      [FIRST]: [pageOf([article(1)]), pageOf([article(99), article(1)])],
      'POST /blog': held.route,
    });
    renderDashboard(<HelpArticles />);
    await within(list()).findByText('Article 1');
    await userEvent.type(titleBox(), 'Tax time');
    await userEvent.type(contentBox(), 'Lodge by 31 October');
    await userEvent.selectOptions(levelBox(), 'urgent');
    await userEvent.click(screen.getByRole('button', { name: articleTexts.create }));
    expect(await screen.findByRole('button', { name: articleTexts.saving })).toBeDisabled();
    held.release(saved);
    await waitFor(() => expect(notice()?.text).toBe(articleTexts.saved));
    expect(api.bodies.find((body) => body.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/blog',
      body: { title: 'Tax time', content: '<p>Lodge by 31 October</p>', level: 'urgent' },
    });
    expect(titleBox()).toHaveValue('');
    expect(contentBox()).toHaveValue('');
    expect(levelBox()).toHaveValue('');
    expect(screen.getByRole('button', { name: articleTexts.create })).toBeEnabled();
    expect(await within(list()).findByText('Article 99')).toBeInTheDocument();
  });

  it('Edit fills the form, highlights the item, updates with PATCH /blog/{id}, then returns to create mode', async () => {
    const api = fakeApi({
      [FIRST]: pageOf([article(1), article(2, { level: 'interesting' })]),
      'PATCH /blog/b-2': saved,
    });
    renderDashboard(<HelpArticles />);
    await within(list()).findByText('Article 2');
    await userEvent.click(within(list()).getByRole('button', { name: 'Edit Article 2' }));
    expect(screen.getByRole('heading', { level: 2, name: articleTexts.editHeading })).toBeInTheDocument();
    expect(titleBox()).toHaveValue('Article 2');
    expect(contentBox()).toHaveValue('Words of article 2');
    expect(levelBox()).toHaveValue('interesting');
    const items = within(list()).getAllByRole('listitem');
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).toHaveClass('articles-list__item--editing');
    expect(items[0]).not.toHaveAttribute('aria-current');
    await userEvent.clear(titleBox());
    await userEvent.type(titleBox(), 'Article 2, revised');
    await userEvent.click(screen.getByRole('button', { name: articleTexts.update }));
    await waitFor(() => expect(notice()?.text).toBe(articleTexts.saved));
    expect(api.bodies.find((body) => body.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/blog/b-2',
      body: { title: 'Article 2, revised', content: '<p>Words of article 2</p>', level: 'interesting' },
    });
    expect(screen.getByRole('heading', { level: 2, name: articleTexts.createHeading })).toBeInTheDocument();
    expect(titleBox()).toHaveValue('');
    expect(contentBox()).toHaveValue('');
    expect(levelBox()).toHaveValue('');
    expect(within(list()).getAllByRole('listitem')[1]).not.toHaveAttribute('aria-current');
  });

  it("Cancel leaves edit mode with empty fields; a failed save says 'Error saving article' and keeps the fields", async () => {
    fakeApi({
      [FIRST]: pageOf([article(1)]),
      'PATCH /blog/b-1': { status: 500, body: { success: false, message: 'Internal Server Error' } },
    });
    renderDashboard(<HelpArticles />);
    await within(list()).findByText('Article 1');
    await userEvent.click(within(list()).getByRole('button', { name: 'Edit Article 1' }));
    await userEvent.click(screen.getByRole('button', { name: articleTexts.update }));
    await waitFor(() => expect(notice()?.text).toBe(articleTexts.saveFailed));
    expect(screen.getByRole('heading', { level: 2, name: articleTexts.editHeading })).toBeInTheDocument();
    expect(titleBox()).toHaveValue('Article 1');
    await userEvent.click(screen.getByRole('button', { name: articleTexts.cancelEdit }));
    expect(screen.getByRole('heading', { level: 2, name: articleTexts.createHeading })).toBeInTheDocument();
    expect(titleBox()).toHaveValue('');
  });
});
