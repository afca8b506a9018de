import { useState } from 'react';
import { Button, ConfigProvider, Drawer, Grid, Layout } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { portalTheme } from '../../app/theme';
import { PortalHeader } from './PortalHeader';
import { SideMenu } from './SideMenu';
import { useNotificationStream } from '../../notifications/use-notification-stream';
import { messages } from '../../texts';
import './authenticated-layout.css';

const SIDEBAR_WIDTH = 240;

/** Fixed sidebar from 768 px up; below it a slide-over menu that closes on every route change. */
export default function AuthenticatedLayout() {
  useNotificationStream();
  const screens = Grid.useBreakpoint();
  const mobile = screens.md === false;
  const { pathname, search } = useLocation();
  // The slide-over is open only on the route where it was opened, so any navigation closes it.
  const here = pathname + search;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === here;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? here : null);

  const brand = (
    <Link to="/dashboard" className="portal-sider__brand">
      {messages.siteName}
    </Link>
  );

  return (
    <ConfigProvider theme={portalTheme}>
      <Layout className="portal-layout">
        {mobile ? (
          <Drawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            placement="left"
            size={SIDEBAR_WIDTH}
            title={messages.siteName}
            styles={{ body: { padding: 0, background: '#0f172a' } }}
          >
            <SideMenu />
          </Drawer>
        ) : (
          <Layout.Sider width={SIDEBAR_WIDTH} className="portal-sider">
            {brand}
            <SideMenu />
          </Layout.Sider>
        )}
        <Layout style={{ marginLeft: mobile ? 0 : SIDEBAR_WIDTH }}>
          <Layout.Header className="portal-topbar">
            {mobile && (
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={messages.openMenu}
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
              />
            )}
            <PortalHeader />
          </Layout.Header>
          <Layout.Content className="portal-content">
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}
