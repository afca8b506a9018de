import { Typography } from 'antd';
import { useSession } from '@portal/shared';
import { ApplicationHistory } from '../features/applications';
import { messages } from '../texts';

/** /application: a greeting, the tabs with counts, the searchable history and the detail modal. */
export default function Applications() {
  const firstName = useSession((state) => state.user?.firstName?.trim());
  return (
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid="applications-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {messages.applicationsGreeting}, {firstName || messages.noName}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {messages.applicationsIntro}
      </Typography.Paragraph>
      <ApplicationHistory />
    </div>
  );
}
