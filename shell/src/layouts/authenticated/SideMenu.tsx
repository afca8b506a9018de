import { Badge, Menu, type MenuProps } from 'antd';
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
import { useLocation, useNavigate } from 'react-router-dom';
import { messages, useNotificationCount, useSession } from '@portal/shared';
import { activeMenuKey, menuForRole, type MenuIcon } from '../../app/menu';
import { useLogout } from '../../session/use-logout';

const icons: Record<MenuIcon, ReactNode> = {
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

/** The role's menu from the one table; current route highlighted; unread badge on Notifications. */
export function SideMenu() {
  const role = useSession((state) => state.user?.role);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { count } = useNotificationCount();
  const entries = menuForRole(role);
  const selected = activeMenuKey(entries, pathname);

  const items: MenuProps['items'] = entries.map((entry) => ({
    key: entry.key,
    icon: icons[entry.icon],
    label:
      entry.key === 'notification' && count > 0 ? (
        <span className="portal-menu__badged">
          {entry.title}
          <Badge count={count} size="small" aria-label={`${count} unread`} />
        </span>
      ) : (
        entry.title
      ),
  }));

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = entries.find((candidate) => candidate.key === key);
    if (!entry) return;
    if (entry.action === 'logout') logout();
    else if (entry.path) navigate(entry.path);
  };

  return (
    <Menu
      theme="dark"
      mode="inline"
      aria-label={messages.mainMenu}
      selectedKeys={selected ? [selected] : []}
      items={items}
      onClick={onClick}
    />
  );
}
