import { Avatar, Button, Card, Descriptions, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@portal/shared';
import { phoneForDisplay } from '@portal/shared/contracts';
import { displayName } from '@portal/shared/people';
import { useFreshSessionUser } from '../lib/fresh-session-user';
import defaultAvatar from '../assets/default-avatar.svg';
import { CredentialViews } from '../features/credential-views';
import { messages } from '../texts';

/** /profile: the candidate's basic information, read-only; Edit Profile goes to /setting. */
export default function Profile() {
  useFreshSessionUser();
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  if (!user) return null;
  const list = (values: string[]) => values.filter(Boolean).join(', ') || messages.notProvided;
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid="profile-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {messages.menuProfile}
      </Typography.Title>
      <Card>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', marginBottom: 16 }}>
          <Avatar size={72} src={user.profilePicture || defaultAvatar} alt={messages.profilePhoto} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {displayName(user)}
          </Typography.Title>
        </div>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={messages.emailLabel}>{user.email}</Descriptions.Item>
          <Descriptions.Item label={messages.phoneNumber}>
            {user.phoneNumber ? phoneForDisplay(user.phoneNumber) : messages.notProvided}
          </Descriptions.Item>
          <Descriptions.Item label={messages.jobTitle}>{list(user.jobTitle)}</Descriptions.Item>
          <Descriptions.Item label={messages.experience}>
            {user.experienceLevel || messages.noExperience}
          </Descriptions.Item>
          <Descriptions.Item label={messages.preferredStates}>{list(user.workState)}</Descriptions.Item>
          <Descriptions.Item label={messages.address}>{user.address || messages.notProvided}</Descriptions.Item>
        </Descriptions>
        <Button type="primary" onClick={() => navigate('/setting')} style={{ marginTop: 16 }}>
          {messages.editProfile}
        </Button>
      </Card>
      <Card>
        <CredentialViews />
      </Card>
    </div>
  );
}
