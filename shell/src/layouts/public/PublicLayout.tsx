import { useEffect, useId, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@portal/shared';
import { publicNav } from './public-nav';
import { messages } from '../../texts';
import './public-layout.css';

/** Register / Sign In, or the way back to the dashboard for a signed-in user. */
function AccountLinks() {
  const signedIn = useSession((state) => Boolean(state.token));
  if (signedIn)
    return (
      <Link to="/dashboard" className="public-header__cta">
        {messages.menuDashboard}
      </Link>
    );
  return (
    <>
      <Link to="/login" className="public-header__account">
        {messages.signIn}
      </Link>
      <Link to="/welcome" className="public-header__cta">
        {messages.register}
      </Link>
    </>
  );
}

/** Light public frame: plain markup and CSS, no antd, so public pages stay small. */
export function PublicLayout() {
  const { pathname } = useLocation();
  // The menu is open on the page where it was opened, so it closes whenever the page changes.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const menuId = useId();

  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenOn(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <div className="public-layout">
      <a className="public-skip-link" href="#main-content">
        {messages.skipToContent}
      </a>
      <header className="public-header">
        <Link to="/" className="public-header__brand">
          {messages.siteName}
        </Link>
        <button
          type="button"
          className="public-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          <span className="public-header__menu-icon" aria-hidden="true" />
          {menuOpen ? messages.closeMenu : messages.openMenu}
        </button>
        <nav
          id={menuId}
          className={`public-header__nav${menuOpen ? ' public-header__nav--open' : ''}`}
          aria-label={messages.siteNavigation}
        >
          <ul className="public-header__sections">
            {publicNav.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="public-header__links">
            <AccountLinks />
          </div>
        </nav>
      </header>
      <main id="main-content" className="public-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="public-footer">
        <nav aria-label={messages.footerNavigation}>
          <ul className="public-footer__links">
            {publicNav.map((item) => (
              <li key={item.path}>
                <Link to={item.path}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          © {new Date().getFullYear()} {messages.siteName}. {messages.footerNote}
        </p>
      </footer>
    </div>
  );
}
