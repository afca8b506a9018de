import { screen, within } from '@testing-library/react';
import { candidate } from '@portal/shared/testing';
import { fakeApi, renderDashboard, resetSession, signIn } from '@portal/shared/testing/jest';
import Profile from '../Profile';

const VIEWS = '/credential-views?page=1&limit=10';
const title = 'Who viewed my platform logins';

let logged: jest.SpyInstance;
beforeEach(() => {
  resetSession();
  signIn(candidate);
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

describe('/profile: basic information', () => {
  it('shows the name the server holds now, not the copy kept at sign-in', async () => {
    const { bodies } = fakeApi({
      'GET /user/me': { body: { success: true, data: { ...candidate, firstName: 'Robin', lastName: 'Fromlaptop' } } },
    });
    renderDashboard(<Profile />);
    expect(await screen.findByRole('heading', { name: 'Robin Fromlaptop' })).toBeInTheDocument();
    expect(bodies.filter((sent) => sent.path === '/api/user/me')).toHaveLength(1);
  });

  it('shows the phone number grouped, as it is written, not as it is stored', async () => {
    fakeApi({ 'GET /user/me': { body: { success: true, data: { ...candidate, phoneNumber: '+61412345678' } } } });
    renderDashboard(<Profile />);
    expect(await screen.findByText('+61 412 345 678')).toBeInTheDocument();
  });
});

describe('/profile: Who viewed my platform logins', () => {
  it('lists who revealed which platform password, and when, newest first', async () => {
    fakeApi({
      [VIEWS]: {
        body: {
          success: true,
          data: {
            docs: [
              {
                _id: 'v2',
                platform: 'Indeed',
                viewedAt: '2026-11-25T09:05:00.000Z',
                viewer: { firstName: 'Sam', lastName: 'Super', role: 'superAdmin' },
              },
              {
                _id: 'v1',
                platform: 'Indeed',
                viewedAt: '2026-11-24T23:30:00.000Z',
                viewer: { firstName: 'Alex', lastName: 'Admin', role: 'admin' },
              },
            ],
            totalDocs: 2,
            page: 1,
            limit: 10,
            totalPages: 1,
            hasNextPage: false,
          },
        },
      },
    });
    renderDashboard(<Profile />);
    const section = screen.getByRole('region', { name: title });
    expect(await within(section).findByRole('cell', { name: 'Sam Super' })).toBeInTheDocument();
    const rows = within(section).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Sam Super', 'Super Admin', 'Indeed'],
      ['Alex Admin', 'Admin', 'Indeed'],
    ]);
    expect(within(rows[0]!).getByRole('cell', { name: /2026/ }).querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-25T09:05:00.000Z',
    );
  });

  it('says so when nobody has looked', async () => {
    fakeApi({
      [VIEWS]: {
        body: {
          success: true,
          data: { docs: [], totalDocs: 0, page: 1, limit: 10, totalPages: 0, hasNextPage: false },
        },
      },
    });
    renderDashboard(<Profile />);
    expect(await screen.findByText('Nobody has viewed your platform logins yet.')).toBeInTheDocument();
  });
});
