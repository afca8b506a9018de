import { Link, Outlet } from 'react-router-dom';
import { messages, useSession } from '@portal/shared';
import './public-layout.css';

/** Light public frame: plain markup and CSS, no antd, so public pages stay small. */
export function PublicLayout() {
  const signedIn = useSession((state) => Boolean(state.token));
  return (
    <div className="public-layout">
      <header className="public-header">
        <Link to="/welcome" className="public-header__brand">
          {messages.siteName}
        </Link>
        <nav className="public-header__links" aria-label={messages.siteNavigation}>
          {signedIn ? (
            <Link to="/dashboard" className="public-header__cta">
              {messages.menuDashboard}
            </Link>
          ) : (
            <>
              <Link to="/login">{messages.signIn}</Link>
              <Link to="/welcome" className="public-header__cta">
                {messages.register}
              </Link>
            </>
          )}
        </nav>
      </header>
      <main className="public-main">
        <Outlet />
      </main>
      <footer className="public-footer">
        <p>
          © {new Date().getFullYear()} {messages.siteName}. {messages.footerNote}
        </p>
      </footer>
    </div>
  );
}
