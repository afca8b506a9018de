import { useEffect, useId, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useNotificationCount } from '@portal/shared';
import { PortalHeader } from './PortalHeader';
import { SideMenu } from './SideMenu';
import { useNotificationStream } from '../../notifications/use-notification-stream';
import type { ConnectStream } from '../../notifications/notification-stream';
import { FrameIcon } from './frame-icons';
import { messages } from '../../texts';
import './authenticated-layout.css';

/**
 * The signed-in frame in plain markup and CSS (no antd: each page's remote brings the antd it uses).
 * A fixed sidebar from 768 px up; below it the same sidebar slides over the page behind a menu button,
 * and closes on Escape, on the backdrop and on every route change; the menu button then carries the unread badge, so a
 * phone shows the count without opening the menu. `connectStream` opens the live notification
 * stream (the API's, unless a story gives a quiet one).
 */
export default function AuthenticatedLayout({ connectStream }: { connectStream?: ConnectStream } = {}) {
  useNotificationStream(connectStream);
  const { pathname, search } = useLocation();
  // The slide-over is open only on the route where it was opened, so any navigation closes it.
  const here = pathname + search;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === here;
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // Closed by Escape, its button or the backdrop: focus goes back to the menu button once the page is no longer inert.
  const refocusMenuButton = useRef(false);
  const { count: unread } = useNotificationCount();

  const close = () => {
    refocusMenuButton.current = true;
    setOpenOn(null);
  };

  useEffect(() => {
    if (!menuOpen) {
      if (refocusMenuButton.current) menuButton.current?.focus();
      refocusMenuButton.current = false;
      return undefined;
    }
    closeButton.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      refocusMenuButton.current = true;
      setOpenOn(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <div className="portal-layout">
      <a className="portal-skip-link" href="#portal-content">
        {messages.skipToContent}
      </a>
      <aside id={menuId} className={`portal-sider${menuOpen ? ' portal-sider--open' : ''}`}>
        <div className="portal-sider__top">
          <Link to="/dashboard" className="portal-sider__brand">
            {messages.siteName}
          </Link>
          <button
            ref={closeButton}
            type="button"
            className="portal-sider__close"
            aria-label={messages.closeMenu}
            onClick={close}
          >
            <FrameIcon name="close" />
          </button>
        </div>
        <SideMenu />
      </aside>
      {menuOpen && <div className="portal-backdrop" aria-hidden="true" onClick={close} />}
      {/* While the slide-over covers it, the page behind it takes no focus and no clicks (Tab stays in the menu). */}
      <div className="portal-main" inert={menuOpen}>
        <header className="portal-topbar">
          <button
            ref={menuButton}
            type="button"
            className="portal-topbar__menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setOpenOn(here)}
          >
            <FrameIcon name="menu" />
            {/* Named by its content, as the Notifications link is: "Open menu (5 unread)", the badge drawn apart. */}
            <span className="portal-visually-hidden">{messages.openMenu}</span>
            {unread > 0 && (
              <>
                <span className="portal-topbar__badge" aria-hidden="true">
                  {unread}
                </span>
                <span className="portal-visually-hidden">{messages.unreadSuffix(unread)}</span>
              </>
            )}
          </button>
          <PortalHeader />
        </header>
        <main id="portal-content" className="portal-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
