import { Tabs, Typography } from 'antd';
import { useSession } from '@portal/shared';
import { useFreshSessionUser } from '../lib/fresh-session-user';
import { LoginDetailsTab, MyDataTab, MyProfileTab } from '../features/settings';
import { messages } from '../texts';

/** /setting for every role: My Profile and Login Details (staff without the candidate's job search fields); candidates also My data. */
export default function Settings() {
  useFreshSessionUser();
  const user = useSession((state) => state.user);
  if (!user) return null;
  return (
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid="settings-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {messages.menuSettings}
      </Typography.Title>
      <Tabs
        items={[
          { key: 'profile', label: messages.myProfileTab, children: <MyProfileTab user={user} /> },
          { key: 'login', label: messages.loginDetailsTab, children: <LoginDetailsTab user={user} /> },
          // Candidates only: their own data (download, account deletion).
          ...(user.role === 'user' ? [{ key: 'data', label: messages.myDataTab, children: <MyDataTab /> }] : []),
        ]}
      />
    </div>
  );
}
