import { Tabs, Typography } from 'antd';
import { useSession } from '@portal/shared';
import { LoadOrRetry } from '@portal/shared/ui/load-or-retry';
import { useFreshSessionUser } from '../lib/fresh-session-user';
import { LoginDetailsTab, MyDataTab, MyProfileTab } from '../features/settings';
import { messages } from '../texts';

/** /setting for every role: My Profile and Login Details (staff without the candidate's job search fields); candidates also My data. */
export default function Settings() {
  const freshRead = useFreshSessionUser();
  const user = useSession((state) => state.user);
  if (!user) return null;
  return (
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid="settings-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {messages.menuSettings}
      </Typography.Title>
      {/* The stored copy is shown while the fresh read runs; when it fails, no form offers its values to save. */}
      <LoadOrRetry
        state={{ data: user, error: freshRead.error, mutate: freshRead.retry }}
        failed={messages.settingsLoadFailed}
      >
        {(shown) => (
          <Tabs
            items={[
              { key: 'profile', label: messages.myProfileTab, children: <MyProfileTab user={shown} /> },
              { key: 'login', label: messages.loginDetailsTab, children: <LoginDetailsTab user={shown} /> },
              // Candidates only: their own data (download, account deletion).
              ...(shown.role === 'user' ? [{ key: 'data', label: messages.myDataTab, children: <MyDataTab /> }] : []),
            ]}
          />
        )}
      </LoadOrRetry>
    </div>
  );
}
