import { ConfigProvider } from 'antd';
import { Link, Outlet } from 'react-router-dom';
import { portalTheme } from '../../app/theme';
import { messages } from '../../texts';
import '../public/public-layout.css';

/** Frame of the sign-up, sign-in and reset screens. Loaded lazily: it is where antd first arrives. */
export default function OnboardingLayout() {
  return (
    <ConfigProvider theme={portalTheme}>
      <div className="public-layout">
        <header className="public-header">
          <Link to="/welcome" className="public-header__brand">
            {messages.siteName}
          </Link>
        </header>
        <main className="public-main">
          <Outlet />
        </main>
      </div>
    </ConfigProvider>
  );
}
