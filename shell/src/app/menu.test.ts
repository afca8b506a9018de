import { activeMenuKey, menuForRole } from './menu';

const titles = (role: Parameters<typeof menuForRole>[0]) => menuForRole(role).map((entry) => entry.title);

// The spec's menu table (section 2, authenticated layout), verbatim.
describe('menu by role', () => {
  it('a candidate sees exactly their entries, in order, Logout last', () => {
    expect(titles('user')).toEqual([
      'Dashboard',
      'Notifications',
      'Applications',
      'Subscription',
      'Profile',
      'Settings',
      'Help Center',
      'Logout',
    ]);
  });

  it('an admin sees exactly theirs', () => {
    expect(titles('admin')).toEqual([
      'Dashboard',
      'Create notification',
      'Notifications',
      'Assigned Candidates',
      'Job History',
      'Settings',
      'Help Articles',
      'Logout',
    ]);
  });

  it('a super admin sees exactly theirs', () => {
    expect(titles('superAdmin')).toEqual([
      'Dashboard',
      'Create notification',
      'Notifications',
      'Registered candidates',
      'Subscribers',
      'Admins',
      'Settings',
      'Help Articles',
      'Logout',
    ]);
  });

  it('each entry leads to its path; Logout is an action', () => {
    const paths = menuForRole('user').map((entry) => entry.path ?? entry.action);
    expect(paths).toEqual([
      '/dashboard',
      '/notification',
      '/application',
      '/mysub',
      '/profile',
      '/setting',
      '/help',
      'logout',
    ]);
  });

  it('no role, no menu', () => {
    expect(menuForRole(null)).toEqual([]);
  });

  it('highlights the entry of the current route', () => {
    const entries = menuForRole('superAdmin');
    expect(activeMenuKey(entries, '/admins')).toBe('admins');
    expect(activeMenuKey(entries, '/dashboard')).toBe('dashboard');
    expect(activeMenuKey(entries, '/elsewhere')).toBeUndefined();
  });
});
