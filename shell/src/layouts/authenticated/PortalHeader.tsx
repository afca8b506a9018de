import { Avatar, Input, Tag } from 'antd';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useSession } from '@portal/shared';
import { displayName } from '@portal/shared/people';
import { roleLabel } from '@portal/shared/roles';
import defaultAvatar from '../../assets/default-avatar.svg';
import { messages } from '../../texts';

/** The header search writes `?search=` so the page below (notifications, help) reads one source. */
function HeaderSearch({ placeholder }: { placeholder: string }) {
  const [params, setParams] = useSearchParams();
  return (
    <Input.Search
      className="portal-header__search"
      placeholder={placeholder}
      aria-label={placeholder}
      allowClear
      defaultValue={params.get('search') ?? ''}
      onSearch={(value) => {
        const next = new URLSearchParams(params);
        if (value.trim()) next.set('search', value.trim());
        else next.delete('search');
        setParams(next, { replace: true });
      }}
    />
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
            <Tag color="blue">{user.experienceLevel || messages.noExperience}</Tag>
            <Tag color="geekblue">{jobTitle || messages.noJobTitle}</Tag>
          </div>
        )}
      </div>
      <div className="portal-header__who">
        <Avatar size={40} src={user?.profilePicture || defaultAvatar} alt={displayName(user)} />
        <div className="portal-header__names">
          <strong>{displayName(user)}</strong>
          <span>{roleLabel(user?.role)}</span>
        </div>
      </div>
    </div>
  );
}
