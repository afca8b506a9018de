import {
  AppstoreOutlined,
  BellOutlined,
  BookOutlined,
  CreditCardOutlined,
  FileDoneOutlined,
  HistoryOutlined,
  LogoutOutlined,
  NotificationOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
  UsergroupAddOutlined,
  IdcardOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useNotificationCount, useSession } from '@portal/shared';
import { activeMenuKey, menuForRole, type MenuIcon } from '../../app/menu';
import { useLogout } from '../../session/use-logout';
import { messages } from '../../texts';

/** One icon per name the route data may use (routes/rules.cjs MENU_ICONS), and Logout's. */
export const menuIcons: Record<MenuIcon, ReactNode> = {
  dashboard: <AppstoreOutlined />,
  createNotification: <NotificationOutlined />,
  notifications: <BellOutlined />,
  applications: <FileDoneOutlined />,
  subscription: <CreditCardOutlined />,
  profile: <UserOutlined />,
  assigned: <SolutionOutlined />,
  jobHistory: <HistoryOutlined />,
  registeredCandidates: <IdcardOutlined />,
  subscribers: <UsergroupAddOutlined />,
  admins: <TeamOutlined />,
  settings: <SettingOutlined />,
  helpArticles: <BookOutlined />,
  helpCenter: <QuestionCircleOutlined />,
  logout: <LogoutOutlined />,
};

/**
 * The role's menu from the one table: real links (so they open in a new tab and read well to a
 * screen reader), the current route marked with aria-current, the unread badge on Notifications.
 */
export function SideMenu() {
  const role = useSession((state) => state.user?.role);
  const { pathname } = useLocation();
  const logout = useLogout();
  const { count } = useNotificationCount();
  const entries = menuForRole(role);
  const selected = activeMenuKey(entries, pathname);

  return (
    <nav aria-label={messages.mainMenu} className="portal-menu">
      <ul>
        {entries.map((entry, index) => (
          <li key={entry.key}>
            {entry.category && entry.category !== entries[index - 1]?.category ? (
              <span className="portal-menu__category">{entry.category}</span>
            ) : null}
            {entry.action === 'logout' ? (
              <button type="button" className="portal-menu__item" onClick={logout}>
                <span aria-hidden="true">{menuIcons[entry.icon]}</span>
                {entry.title}
              </button>
            ) : (
              <Link
                to={entry.path}
                className="portal-menu__item"
                aria-current={entry.key === selected ? 'page' : undefined}
              >
                <span aria-hidden="true">{menuIcons[entry.icon]}</span>
                {entry.title}
                {entry.key === 'notification' && count > 0 ? (
                  <span className="portal-menu__badge">
                    {count}
                    <span className="portal-visually-hidden"> unread</span>
                  </span>
                ) : null}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
