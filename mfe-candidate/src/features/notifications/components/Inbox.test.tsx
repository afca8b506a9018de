import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PortalNotification } from '@portal/shared';
import { emitNotificationEvent } from '@portal/shared';
import { userWithRole } from '@portal/shared/testing';
import { fakeApi, renderDashboard, resetSession, signIn } from '@portal/shared/testing/jest';
import { messages } from '../../../texts';
import { Inbox } from './Inbox';
import { preview } from './rich-text';
import { fullDateTime } from './time';

const reader = userWithRole('user', { _id: 'me' });
const pageUrl = (page: number, search?: string) =>
  `/notifications?recipients=me&page=${page}&limit=10${search ? `&search=${encodeURIComponent(search)}` : ''}`;

let counter = 0;
function notification(overrides: Partial<PortalNotification> = {}): PortalNotification {
  counter += 1;
  return {
    _id: `n-${counter}`,
    title: `Title ${counter}`,
    message: `<p>Message ${counter}</p>`,
    type: 'info',
    createdAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
    sender: { _id: 'a-1', firstName: 'Alex', lastName: 'Admin', role: 'admin', profilePicture: null },
    isOpened: true,
    recipients: [{ user: 'me', isOpened: true }],
    ...overrides,
  };
}
const page = (docs: PortalNotification[], pageNumber: number, hasNextPage: boolean) => ({
  body: {
    success: true,
    data: {
      docs,
      totalDocs: 99,
      page: pageNumber,
      limit: 10,
      totalPages: hasNextPage ? pageNumber + 1 : pageNumber,
      hasNextPage,
    },
  },
});

/** jsdom has no IntersectionObserver: this one lets a test scroll the end of the list into view. */
const observers: { callback: IntersectionObserverCallback; element?: Element }[] = [];
beforeAll(() => {
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    private readonly entry: { callback: IntersectionObserverCallback; element?: Element };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.element = element;
    }
    disconnect() {
      observers.splice(observers.indexOf(this.entry), 1);
    }
  };
});
const scrollToEnd = () =>
  act(() => {
    for (const { callback, element } of [...observers])
      callback([{ isIntersecting: true, target: element! } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

let logged: jest.SpyInstance;
beforeEach(() => {
  resetSession();
  window.innerWidth = 1024;
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

const items = () => within(screen.getByRole('list', { name: messages.notificationsLabel })).getAllByRole('button');

describe('Inbox', () => {
  it("says 'No notifications available.' and 'Select a notification to read' when there are none", async () => {
    fakeApi({ [pageUrl(1)]: page([], 1, false), '/notification-count': { body: { success: true, data: 0 } } });
    signIn(reader);
    renderDashboard(<Inbox />);
    expect(await screen.findByText(messages.noNotifications)).toBeInTheDocument();
    expect(screen.getByText(messages.selectNotification)).toBeInTheDocument();
  });

  it('shows sender, role badge, relative time and a 50-character preview; unread items are bold', async () => {
    const long = notification({
      message:
        '<h1>Big news</h1><p>Your <strong>interview</strong> with Harbour Digital is confirmed for Tuesday morning.</p>',
      isOpened: false,
      sender: { _id: 's-1', firstName: 'Sam', lastName: 'Super', role: 'superAdmin', profilePicture: null },
    });
    const short = notification({ message: '<p>Short one</p>' });
    fakeApi({
      [pageUrl(1)]: page([long, short], 1, false),
      '/notification-count': { body: { success: true, data: 1 } },
    });
    signIn(reader);
    renderDashboard(<Inbox />);

    const [first, second] = await waitFor(() => items());
    expect(first).toHaveTextContent('Sam Super');
    expect(within(first!).getByText(messages.roleSuperAdmin)).toBeInTheDocument();
    expect(first).toHaveTextContent('5 minutes ago');
    expect(first).toHaveTextContent('Big news Your interview with Harbour Digital is co...');
    expect(preview(long.message)).toHaveLength(53);
    expect(first).toHaveStyle({ fontWeight: 'bold' });
    expect(second).toHaveTextContent('Alex Admin');
    expect(within(second!).getByText(messages.roleAdmin)).toBeInTheDocument();
    expect(second).toHaveTextContent('Short one');
    expect(second).not.toHaveTextContent('...');
    expect(second).toHaveStyle({ fontWeight: 'normal' });
    expect(screen.getByText(messages.noMoreNotifications)).toBeInTheDocument();
  });

  it('appends the next page when the end of the list scrolls into view, then says there are no more', async () => {
    const first = Array.from({ length: 10 }, () => notification());
    const second = [notification({ title: 'Oldest' })];
    const { sent } = fakeApi({
      [pageUrl(1)]: page(first, 1, true),
      [pageUrl(2)]: page(second, 2, false),
      '/notification-count': { body: { success: true, data: 0 } },
    });
    signIn(reader);
    renderDashboard(<Inbox />);
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(screen.queryByText(messages.noMoreNotifications)).not.toBeInTheDocument();

    scrollToEnd();
    await waitFor(() => expect(items()).toHaveLength(11));
    expect(items()[10]).toHaveTextContent(preview(second[0]!.message));
    expect(screen.getByText(messages.noMoreNotifications)).toBeInTheDocument();
    expect(
      sent
        .filter((request) => request.url.includes('/notifications?'))
        .map((request) => new URL(request.url).searchParams.get('page')),
    ).toEqual(['1', '2']);
  });

  it('opens an unread one: the pane shows it sanitised, it is marked read once, and the list and count refresh', async () => {
    const unread = notification({
      title: 'Formatted',
      isOpened: false,
      message:
        '<h2>Steps</h2><ol><li>One</li></ol><p><strong>Bold</strong> <a href="https://example.com">link</a></p><img src=x onerror="window.__pwned=1"><a href="javascript:alert(1)">bad</a>',
    });
    const { sent } = fakeApi({
      [pageUrl(1)]: [page([unread], 1, false), page([{ ...unread, isOpened: true }], 1, false)],
      [`PATCH /notifications/${unread._id}/read`]: {
        body: { success: true, data: { _id: unread._id, isOpened: true, unread: 0 } },
      },
      '/notification-count': [{ body: { success: true, data: 1 } }, { body: { success: true, data: 0 } }],
    });
    signIn(reader);
    renderDashboard(<Inbox />);
    await userEvent.click((await waitFor(() => items()))[0]!);

    const message = await screen.findByTestId('notification-message');
    expect(within(message).getByRole('heading', { level: 2, name: 'Steps' })).toBeInTheDocument();
    expect(within(message).getByRole('listitem')).toHaveTextContent('One');
    expect(within(message).getByText('Bold').tagName).toBe('STRONG');
    expect(within(message).getByRole('link', { name: 'link' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(message).getByRole('link', { name: 'link' })).toHaveAttribute('target', '_blank');
    expect(message.querySelector('img')).toBeNull();
    expect(within(message).getByText('bad')).not.toHaveAttribute('href');
    expect(screen.getByRole('heading', { level: 3, name: 'Formatted' })).toBeInTheDocument();
    await waitFor(() => expect(items()[0]).toHaveStyle({ fontWeight: 'normal' }));
    expect(sent.filter((request) => request.method === 'PATCH')).toHaveLength(1);
    await waitFor(() =>
      expect(sent.filter((request) => request.url.endsWith('/notification-count')).length).toBeGreaterThanOrEqual(1),
    );

    // Opening it again sends nothing more.
    await userEvent.click(items()[0]!);
    expect(sent.filter((request) => request.method === 'PATCH')).toHaveLength(1);
  });

  it('searches on the server with the header search (?search=)', async () => {
    const { sent } = fakeApi({ [pageUrl(1, 'seek')]: page([notification({ title: 'Seek' })], 1, false) });
    signIn(reader);
    window.history.pushState({}, '', '/');
    const { MemoryRouter } = jest.requireActual<typeof import('react-router-dom')>('react-router-dom');
    // renderDashboard opens /dashboard; this one opens the inbox with a search.
    const { render } = jest.requireActual<typeof import('@testing-library/react')>('@testing-library/react');
    const { SWRConfig } = jest.requireActual<typeof import('swr')>('swr');
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/notification?search=seek']}>
          <Inbox />
        </MemoryRouter>
      </SWRConfig>,
    );
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(sent[0]!.url).toBe(`http://localhost/api${pageUrl(1, 'seek')}`);
  });

  it('shows a notification arriving on the live stream without a reload', async () => {
    const arriving = notification({ title: 'Just now', isOpened: false, message: '<p>Fresh</p>' });
    fakeApi({ [pageUrl(1)]: [page([], 1, false), page([arriving], 1, false)] });
    signIn(reader);
    renderDashboard(<Inbox />);
    expect(await screen.findByText(messages.noNotifications)).toBeInTheDocument();
    act(() => emitNotificationEvent({ unread: 1, notification: arriving._id }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(items()[0]).toHaveTextContent('Fresh');
  });

  it("on a small screen shows the list or the message, with 'Back to Notifications'", async () => {
    window.innerWidth = 360;
    const one = notification({ title: 'On the phone', message: '<p>Small screen</p>' });
    fakeApi({ [pageUrl(1)]: page([one], 1, false) });
    signIn(reader);
    renderDashboard(<Inbox />);
    await userEvent.click((await waitFor(() => items()))[0]!);
    expect(screen.getByRole('heading', { level: 3, name: 'On the phone' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: messages.notificationsLabel })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: messages.backToNotifications }));
    expect(items()).toHaveLength(1);
    expect(screen.queryByText(messages.selectNotification)).not.toBeInTheDocument();
  });

  it("puts the portal's name and the date on lines of their own and keeps the picture round on a small screen", async () => {
    window.innerWidth = 360;
    const fromPortal = notification({ title: 'From the portal', sender: null, createdAt: '2026-12-01T23:01:00.000Z' });
    fakeApi({ [pageUrl(1)]: page([fromPortal], 1, false) });
    signIn(reader);
    renderDashboard(<Inbox />);
    await userEvent.click((await waitFor(() => items()))[0]!);
    const pane = screen.getByRole('article', { name: 'From the portal' });
    const date = within(pane).getByText(fullDateTime(fromPortal.createdAt));
    const nameLine = within(pane).getByText(messages.portalSender).closest('div')!;
    const dateLine = date.closest('div')!;
    expect(nameLine).not.toBe(dateLine);
    expect(nameLine).toHaveTextContent(new RegExp(`^${messages.portalSender}$`));
    expect(dateLine).toHaveTextContent(new RegExp(`^${fullDateTime(fromPortal.createdAt)}$`));
    // The 48 px picture keeps its width beside a long name: flex would squeeze it into an oval.
    expect(within(pane).getByText('C').closest('.ant-avatar')).toHaveStyle({ flexShrink: '0' });
  });
});
