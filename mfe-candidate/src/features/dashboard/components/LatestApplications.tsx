import { useState } from 'react';
import { Button, Card, List, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Application } from '@portal/shared/contracts';
import { formatBritishDate } from '@portal/shared/ui';
import { ApplicationDetailModal } from '@portal/shared/ui/application-detail';
import { messages } from '../../../texts';

/** The five latest applications; each opens its detail. */
export function LatestApplications({ applications }: { applications: Application[] }) {
  const [opened, setOpened] = useState<Application | null>(null);
  return (
    <Card
      title={messages.latestApplicationsTitle}
      extra={<Link to="/application">{messages.viewAllApplications}</Link>}
    >
      <List
        dataSource={applications}
        locale={{ emptyText: messages.noApplicationsYet }}
        renderItem={(application) => (
          <List.Item key={application._id}>
            <div style={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <Button
                type="link"
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
                onClick={() => setOpened(application)}
              >
                {application.title}
              </Button>
              <Typography.Text type="secondary">
                {`${application.company} · ${formatBritishDate(application.details.appliedDate)}`}
              </Typography.Text>
            </div>
          </List.Item>
        )}
      />
      <ApplicationDetailModal open={opened !== null} application={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
