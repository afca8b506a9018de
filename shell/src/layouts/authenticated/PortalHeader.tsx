import { useLocation, useSearchParams } from 'react-router-dom';
import { useSession } from '@portal/shared';
import { displayName } from '@portal/shared/people';
import { roleLabel } from '@portal/shared/roles';
import defaultAvatar from '../../assets/default-avatar.svg';
import { FrameIcon } from './frame-icons';
import { messages } from '../../texts';

/**
 * The header search writes `?search=` so the page below (notifications, help) reads one source. Enter or the
 * button searches; emptying the field (typing or the field's clear button) clears the search.
 */
function HeaderSearch({ placeholder }: { placeholder: string }) {
  const [params, setParams] = useSearchParams();
  const search = (value: string) => {
    const next = new URLSearchParams(params);
    if (value.trim()) next.set('search', value.trim());
    else next.delete('search');
    setParams(next, { replace: true });
  };
  return (
    <form
      role="search"
      className="portal-header__search"
      onSubmit={(event) => {
        event.preventDefault();
        search(new FormData(event.currentTarget).get('search')?.toString() ?? '');
      }}
    >
      <input
        type="search"
        name="search"
        placeholder={placeholder}
        aria-label={placeholder}
        defaultValue={params.get('search') ?? ''}
        onChange={(event) => {
          if (event.currentTarget.value === '' && params.has('search')) search('');
        }}
      />
      <button type="submit" aria-label={messages.search}>
        <FrameIcon name="search" />
      </button>
    </form>
  );
}

/** Header of the authenticated layout (spec section 2): who is signed in, plus the per-route extras. */
export function PortalHeader() {
  const user = useSession((state) => state.user);
  const { pathname } = useLocation();
  const jobTitle = user?.jobTitle?.filter(Boolean).join(', ');
  return (
    <div className="portal-header">
      <div className="portal-header__route">
        {pathname === '/notification' && (
          <>
            <span className="portal-header__label">{messages.talent}</span>
            <HeaderSearch placeholder={messages.searchMessage} />
          </>
        )}
        {pathname === '/help' && <HeaderSearch placeholder={messages.searchHelp} />}
        {pathname === '/dashboard' && user?.role === 'user' && (
          <div className="portal-header__strip" data-testid="candidate-strip">
            <span className="portal-tag">{user.experienceLevel || messages.noExperience}</span>
            <span className="portal-tag">{jobTitle || messages.noJobTitle}</span>
          </div>
        )}
      </div>
      <div className="portal-header__who">
        <img
          className="portal-header__avatar"
          width={40}
          height={40}
          src={user?.profilePicture || defaultAvatar}
          alt={displayName(user)}
        />
        <div className="portal-header__names">
          <strong>{displayName(user)}</strong>
          <span>{roleLabel(user?.role)}</span>
        </div>
      </div>
    </div>
  );
}
