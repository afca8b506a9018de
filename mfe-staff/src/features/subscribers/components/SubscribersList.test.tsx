import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Subscriber } from '@portal/shared/contracts';
import { userWithRole } from '@portal/shared/testing';
import { fakeApi, heldReply, resetSession, signIn } from '@portal/shared/testing/jest';
import { renderAt } from '../../../testing/render-at';
import { agreedCv, numberedCandidate, replaceOldCvWithNew, usersPage } from '../../../testing/candidates';
import { subscriberTexts as texts } from '../texts';
import { fillMessage, sharedMessages } from '@portal/shared/texts';
import { SubscribersList } from './SubscribersList';
import { replaceDocument } from '../../../lib/candidate-actions';

// jsdom's FormData cannot travel through Node's fetch in this environment (as in mfe-candidate's Settings test): the
// replacement's upload is replaced here, and what the page does around it is real.
jest.mock('../../../lib/candidate-actions', () => ({
  ...jest.requireActual('../../../lib/candidate-actions'),
  replaceDocument: jest.fn().mockResolvedValue(undefined),
}));
const replaced = jest.mocked(replaceDocument);

const subscriber = (n: number, overrides: Partial<Subscriber> = {}): Subscriber => ({
  user: numberedCandidate(n, { subscription: 'Silver' }),
  userDocuments: [],
  userPortals: [],
  planName: 'Silver',
  officer: null,
  ...overrides,
});
const withPlatform = (n: number): Subscriber =>
  subscriber(n, {
    userPortals: [
      {
        _id: `portal-${n}`,
        user: `candidate-${n}`,
        name: 'Seek',
        hadAnAccount: true,
        agreed: true,
        credential: { email: `c${n}@seek.example`, platform: 'Seek' },
        createdAt: '2026-11-01T00:00:00.000Z',
      },
    ],
  });
const page = (docs: Subscriber[]) => ({
  body: {
    success: true,
    data: { docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: 1, hasNextPage: false },
  },
});
const list = (filter = 'all', plan = 'all') => `/subscribe-users?page=1&limit=10&filter=${filter}&plan=${plan}`;
const ACTIVE_ADMINS = '/users?role=admin&status=active&page=1&limit=10';
const activeAdmin = userWithRole('admin', {
  _id: 'admin-7',
  firstName: 'Ada',
  lastName: 'Active',
  email: 'ada@example.com',
});

let logged: jest.SpyInstance;
beforeEach(() => {
  resetSession();
  signIn(userWithRole('superAdmin'));
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

const address = () => screen.getByTestId('address').textContent;
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr')!;
/** Opens /subscribers, and assigns Ada Active to Candidate1 up to Confirm, pressed. */
async function confirmAssigningAda() {
  renderAt(<SubscribersList />, '/subscribers');
  const user = userEvent.setup();
  await user.click(within(await rowOf('Candidate1 Surname1')).getByRole('button', { name: /Assign Admin/ }));
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('radio', { name: /Ada Active/ }));
  await user.click(within(dialog).getByRole('button', { name: texts.continue }));
  await user.click(within(dialog).getByRole('button', { name: texts.confirm }));
  return { user, dialog };
}

describe('SubscribersList', () => {
  it('reads the filter from the query parameter and writes the filter and plan back to it', async () => {
    const { sent } = fakeApi({
      [list('unassigned')]: page([subscriber(1)]),
      [list('assigned')]: page([
        subscriber(2, { officer: { _id: 'a', firstName: 'Ada', lastName: 'Active', status: 'active' } }),
      ]),
      [list('assigned', 'Gold')]: page([]),
    });
    renderAt(<SubscribersList />, '/subscribers?filter=unassigned');
    const user = userEvent.setup();
    expect(await rowOf('Candidate1 Surname1')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: texts.filter })).toHaveValue('unassigned');

    await user.selectOptions(screen.getByRole('combobox', { name: texts.filter }), 'assigned');
    expect(address()).toBe('/subscribers?filter=assigned');
    expect(within(await rowOf('Candidate2 Surname2')).getByRole('cell', { name: 'Ada Active' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: texts.plan }), 'Gold');
    expect(address()).toBe('/subscribers?filter=assigned&plan=Gold');
    expect(await screen.findByText(texts.noSubscribers)).toBeInTheDocument();
    expect(sent.map((request) => new URL(request.url).search)).toEqual([
      '?page=1&limit=10&filter=unassigned&plan=all',
      '?page=1&limit=10&filter=assigned&plan=all',
      '?page=1&limit=10&filter=assigned&plan=Gold',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: texts.filter }), 'all');
    expect(address()).toBe('/subscribers?plan=Gold');
  });

  it('a filter the server refuses shows its reason instead of the list before it', async () => {
    const refusal = 'filter must be all, assigned or unassigned.';
    fakeApi({
      [list()]: page([subscriber(1)]),
      [list('unassigned')]: { status: 400, body: { success: false, message: refusal } },
    });
    renderAt(<SubscribersList />, '/subscribers');
    const user = userEvent.setup();
    expect(await rowOf('Candidate1 Surname1')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: texts.filter }), 'unassigned');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByRole('cell', { name: 'Candidate1 Surname1' })).not.toBeInTheDocument();
  });

  it('an unknown filter in the address is all; the plan filter offers all, Free, Silver, Gold', async () => {
    fakeApi({ [list()]: page([]) });
    renderAt(<SubscribersList />, '/subscribers?filter=everyone');
    expect(await screen.findByText(texts.noSubscribers)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: texts.filter })).toHaveValue('all');
    expect(
      within(screen.getByRole('combobox', { name: texts.plan }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Free', 'Silver', 'Gold']);
  });

  it("shows a disabled 'Assigned' for a candidate with an admin, and Submit Details to /updateplatform/{id}", async () => {
    fakeApi({
      [list()]: page([
        subscriber(1, { officer: { _id: 'a', firstName: 'Ada', lastName: 'Active', status: 'active' } }),
        subscriber(2),
      ]),
    });
    renderAt(<SubscribersList />, '/subscribers');
    const assigned = within(await rowOf('Candidate1 Surname1')).getByRole('button', { name: /Assigned/ });
    expect(assigned).toBeDisabled();
    expect(assigned).toHaveTextContent(texts.assigned);
    const free = within(await rowOf('Candidate2 Surname2')).getByRole('button', { name: /Assign Admin/ });
    expect(free).toBeEnabled();
    expect(within(await rowOf('Candidate2 Surname2')).getByRole('link', { name: /Submit Details/ })).toHaveAttribute(
      'href',
      '/updateplatform/candidate-2',
    );
  });

  it("assigns in four steps: choose, confirm, success, then 'No job platform found' when the candidate has no platform e-mail", async () => {
    const held = heldReply();
    const { bodies } = fakeApi({
      [list()]: [
        page([subscriber(1)]),
        page([subscriber(1, { officer: { _id: 'admin-7', firstName: 'Ada', lastName: 'Active', status: 'active' } })]),
      ],
      [ACTIVE_ADMINS]: usersPage([activeAdmin], { limit: 10 }),
      'PATCH /user/assign-account-officer': held.route,
    });
    renderAt(<SubscribersList />, '/subscribers');
    const user = userEvent.setup();
    await user.click(within(await rowOf('Candidate1 Surname1')).getByRole('button', { name: /Assign Admin/ }));

    // 1: choose (Continue waits for a choice)
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: texts.continue })).toBeDisabled();
    await user.click(await within(dialog).findByRole('radio', { name: /Ada Active/ }));
    await user.click(within(dialog).getByRole('button', { name: texts.continue }));
    // 2: confirm (each later step's first words take the focus, so they are read out first)
    expect(within(dialog).getByText(texts.confirmText('Ada Active', 'Candidate1 Surname1'))).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: texts.confirm }));
    expect(within(dialog).getByRole('button', { name: texts.assigning })).toBeDisabled();
    held.release({ body: { success: true } });
    // 3: success
    expect(await within(dialog).findByText(texts.assignedSuccess)).toHaveFocus();
    expect(bodies.filter((sent) => sent.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: '/api/user/assign-account-officer',
        body: { user: 'candidate-1', accountOfficer: 'admin-7' },
      },
    ]);
    // The list is reloaded: the candidate now reads 'Assigned'.
    expect(await within(await rowOf('Candidate1 Surname1')).findByRole('button', { name: /Assigned/ })).toBeDisabled();
    // 4: no platform e-mail, so the prompt; Submit Details opens the wizard.
    await user.click(within(dialog).getByRole('button', { name: texts.continue }));
    expect(within(dialog).getByText(texts.noPlatformText)).toHaveFocus();
    expect(screen.getByText(texts.noPlatformTitle)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: texts.submitDetails }));
    expect(address()).toBe('/updateplatform/candidate-1');
  });

  it("closes after success when the candidate has a platform e-mail; a failure says 'Failed to assign admin. Please try again.'", async () => {
    fakeApi({
      [list()]: page([withPlatform(1)]),
      [ACTIVE_ADMINS]: usersPage([activeAdmin], { limit: 10 }),
      'PATCH /user/assign-account-officer': [{ status: 409, body: { success: false } }, { body: { success: true } }],
    });
    const { user, dialog } = await confirmAssigningAda();
    expect(await within(dialog).findByText(texts.assignFailed)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: texts.back }));
    await user.click(within(dialog).getByRole('button', { name: texts.confirm }));
    expect(await within(dialog).findByText(texts.assignedSuccess)).toBeInTheDocument();
    const closes = within(dialog).getAllByRole('button', { name: texts.close });
    await user.click(closes[closes.length - 1]!);
    expect(screen.queryByText(texts.assignedSuccess)).not.toBeInTheDocument();
    expect(address()).toBe('/subscribers');
  });
});

describe('SubscribersList: the admin chooser and a refused assignment', () => {
  const admins = Array.from({ length: 13 }, (_, index) =>
    userWithRole('admin', {
      _id: `admin-${index + 1}`,
      firstName: `Admin${index + 1}`,
      lastName: 'Active',
      email: `admin${index + 1}@example.com`,
    }),
  );
  const adminsPage = (n: number, search = '') =>
    `/users?role=admin&status=active&page=${n}&limit=10${search ? `&search=${search}` : ''}`;

  it('pages through every active admin with the shared pagination; a new search starts again at page 1', async () => {
    const { sent, bodies } = fakeApi({
      [list()]: page([withPlatform(1)]),
      [adminsPage(1)]: usersPage(admins.slice(0, 10), { limit: 10, totalDocs: 13 }),
      [adminsPage(2)]: usersPage(admins.slice(10), { page: 2, limit: 10, totalDocs: 13 }),
      [adminsPage(1, 'admin1')]: usersPage([admins[0]!, ...admins.slice(9)], { limit: 10, totalDocs: 5 }),
      'PATCH /user/assign-account-officer': { body: { success: true } },
    });
    renderAt(<SubscribersList />, '/subscribers');
    const user = userEvent.setup();
    await user.click(within(await rowOf('Candidate1 Surname1')).getByRole('button', { name: /Assign Admin/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findAllByRole('radio')).toHaveLength(10);
    expect(within(dialog).queryByRole('radio', { name: /Admin13 Active/ })).not.toBeInTheDocument();

    const pages = within(dialog).getByRole('navigation', { name: texts.adminPages });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await user.click(await within(dialog).findByRole('radio', { name: /Admin13 Active/ }));
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // Searching from page 2 asks for the search's first page.
    await user.type(within(dialog).getByLabelText(texts.searchAdmins), 'admin1');
    expect(await within(dialog).findByRole('radio', { name: /Admin1 Active/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('navigation', { name: texts.adminPages })).not.toBeInTheDocument();
    const asked = sent.map((request) => new URL(request.url)).filter((url) => url.pathname === '/api/users');
    expect(asked.map((url) => url.search)).toEqual([
      '?role=admin&status=active&page=1&limit=10',
      '?role=admin&status=active&page=2&limit=10',
      '?role=admin&status=active&page=1&limit=10&search=admin1',
    ]);

    // The admin chosen on page 2 is still the one assigned.
    await user.click(within(dialog).getByRole('radio', { name: /Admin13 Active/ }));
    await user.click(within(dialog).getByRole('button', { name: texts.continue }));
    await user.click(within(dialog).getByRole('button', { name: texts.confirm }));
    expect(await within(dialog).findByText(texts.assignedSuccess)).toBeInTheDocument();
    expect(bodies.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([
      { user: 'candidate-1', accountOfficer: 'admin-13' },
    ]);
  });

  it("a refusal shows the server's reason under the failure text, and closing reloads the list", async () => {
    const reason = 'This candidate already has an admin.';
    const { sent } = fakeApi({
      [list()]: [
        page([withPlatform(1)]),
        page([
          { ...withPlatform(1), officer: { _id: 'admin-9', firstName: 'Otto', lastName: 'Other', status: 'active' } },
        ]),
      ],
      [ACTIVE_ADMINS]: usersPage([activeAdmin], { limit: 10 }),
      'PATCH /user/assign-account-officer': { status: 409, body: { success: false, message: reason } },
    });
    const { user, dialog } = await confirmAssigningAda();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(`${texts.assignFailed}${reason}`);
    expect(within(alert).getByText(texts.assignFailed)).toBeInTheDocument();
    expect(within(alert).getByText(reason)).toBeInTheDocument();
    const listCalls = () => sent.filter((request) => request.url.includes('/subscribe-users')).length;
    expect(listCalls()).toBe(1);

    const closes = within(dialog).getAllByRole('button', { name: texts.close });
    await user.click(closes[closes.length - 1]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Reloaded: the candidate someone else assigned reads 'Assigned' with that admin.
    const row = await rowOf('Candidate1 Surname1');
    expect(await within(row).findByRole('cell', { name: 'Otto Other' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Assigned/ })).toBeDisabled();
    expect(listCalls()).toBe(2);
  });

  it('a server error (5xx) shows only the failure text', async () => {
    fakeApi({
      [list()]: page([withPlatform(1)]),
      [ACTIVE_ADMINS]: usersPage([activeAdmin], { limit: 10 }),
      'PATCH /user/assign-account-officer': { status: 500, body: { success: false, message: 'Internal Server Error' } },
    });
    const { dialog } = await confirmAssigningAda();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(new RegExp(`^${texts.assignFailed}$`));
  });
});

describe('SubscribersList: the candidate modal', () => {
  it('View details opens the subscribedCandidates modal with the platform login, Edit Profile and the assign action', async () => {
    fakeApi({ [list()]: page([withPlatform(1)]), [ACTIVE_ADMINS]: usersPage([activeAdmin], { limit: 10 }) });
    renderAt(<SubscribersList />, '/subscribers');
    const user = userEvent.setup();
    await user.click(within(await rowOf('Candidate1 Surname1')).getByRole('button', { name: /View details/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('c1@seek.example')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: texts.assignAdmin }));
    expect(await screen.findByRole('radio', { name: /Ada Active/ })).toBeInTheDocument();
  });

  it('assigning from the modal gives focus back, when the flow closes, to the View details button that opened the modal', async () => {
    fakeApi({ [list()]: page([withPlatform(1)]), [ACTIVE_ADMINS]: usersPage([activeAdmin], { limit: 10 }) });
    renderAt(<SubscribersList />, '/subscribers');
    const user = userEvent.setup();
    const opener = within(await rowOf('Candidate1 Surname1')).getByRole('button', { name: /View details/ });
    await user.click(opener);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.assignAdmin }));
    const flow = await screen.findByRole('dialog');
    await within(flow).findByRole('radio', { name: /Ada Active/ });
    await user.click(within(flow).getByRole('button', { name: texts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('Edit Profile in the modal opens the platform details of that candidate', async () => {
    fakeApi({ [list()]: page([subscriber(2)]) });
    renderAt(<SubscribersList />, '/subscribers');
    const user = userEvent.setup();
    await user.click(within(await rowOf('Candidate2 Surname2')).getByRole('button', { name: /View details/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.editProfile }));
    expect(address()).toBe('/updateplatform/candidate-2');
  });

  it("Reveal asks the audited reveal for the platform's password and shows it", async () => {
    const { bodies } = fakeApi({
      [list()]: page([withPlatform(1)]),
      'POST /portals/portal-1/reveal': {
        body: { success: true, data: { platform: 'Seek', email: 'c1@seek.example', password: 'Seek@secret1' } },
      },
    });
    renderAt(<SubscribersList />, '/subscribers');
    const user = userEvent.setup();
    await user.click(within(await rowOf('Candidate1 Surname1')).getByRole('button', { name: /View details/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Seek@secret1')).not.toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: fillMessage(sharedMessages.candidateRevealOf, { platform: 'Seek' }) }),
    );
    expect(await within(dialog).findByText('Seek@secret1')).toBeInTheDocument();
    expect(bodies.filter((sent) => sent.method === 'POST').map((sent) => sent.path)).toEqual([
      '/api/portals/portal-1/reveal',
    ]);
  });

  it('replaces a document the candidate agreed to (Edit, upload), then shows the list read again', async () => {
    fakeApi({
      [list()]: [
        page([subscriber(1, { userDocuments: [agreedCv(1, 'Old CV.pdf')] })]),
        page([subscriber(1, { userDocuments: [agreedCv(1, 'New CV.pdf')] })]),
      ],
    });
    renderAt(<SubscribersList />, '/subscribers');
    const user = userEvent.setup();
    await user.click(within(await rowOf('Candidate1 Surname1')).getByRole('button', { name: /View details/ }));
    await replaceOldCvWithNew(user, replaced);
  });
});
