import { activeMenuKey, menuForRole } from './menu';
import { messages } from '../texts';

const titles = (role: Parameters<typeof menuForRole>[0]) => menuForRole(role).map((entry) => entry.title);

describe('menu by role', () => {
  it('a candidate sees exactly their entries, in order, Logout last', () => {
    expect(titles('user')).toEqual([
      messages.menuDashboard,
      messages.menuNotifications,
      messages.menuApplications,
      messages.menuSubscription,
      messages.menuProfile,
      messages.menuSettings,
      messages.menuHelpCenter,
      messages.menuLogout,
    ]);
  });

  it('an admin sees exactly theirs', () => {
    expect(titles('admin')).toEqual([
      messages.menuDashboard,
      messages.menuCreateNotification,
      messages.menuNotifications,
      messages.menuAssignedCandidates,
      messages.menuJobHistory,
      messages.menuSettings,
      messages.menuHelpArticles,
      messages.menuLogout,
    ]);
  });

  it('a super admin sees exactly theirs', () => {
    expect(titles('superAdmin')).toEqual([
      messages.menuDashboard,
      messages.menuCreateNotification,
      messages.menuNotifications,
      messages.menuRegisteredCandidates,
      messages.menuSubscribers,
      messages.menuAdmins,
      messages.menuSettings,
      messages.menuHelpArticles,
      messages.menuLogout,
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
