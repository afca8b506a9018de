import { Link, useLocation } from 'react-router-dom';
import { useNotificationCount, useSession } from '@portal/shared';
import { activeMenuKey, menuForRole } from '../../app/menu';
import { FrameIcon } from './frame-icons';
import { useLogout } from '../../session/use-logout';
import { messages } from '../../texts';

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
                <FrameIcon name={entry.icon} />
                {entry.title}
              </button>
            ) : (
              <Link
                to={entry.path}
                className="portal-menu__item"
                aria-current={entry.key === selected ? 'page' : undefined}
              >
                <FrameIcon name={entry.icon} />
                {entry.title}
                {entry.key === 'notification' && count > 0 ? (
                  // Read as "Notifications (5 unread)": the badge draws the count, a hidden text says it apart from
                  // the title (the two side by side read "Notifications5").
                  <>
                    <span className="portal-menu__badge" aria-hidden="true">
                      {count}
                    </span>
                    <span className="portal-visually-hidden">{messages.unreadSuffix(count)}</span>
                  </>
                ) : null}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
