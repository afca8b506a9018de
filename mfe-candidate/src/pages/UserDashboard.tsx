import { Card, Col, Descriptions, Row, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useNotificationCount, useSession } from '@portal/shared';
import { nextOnboardingPath } from '@portal/shared/onboarding';
import { messages } from '../texts';

/** The candidate's dashboard: who they are, how far onboarding got, unread notifications, where to go next. */
export default function UserDashboard() {
  const user = useSession((state) => state.user);
  const { count } = useNotificationCount();
  if (!user) return null;

  const nextStep = nextOnboardingPath(user);
  const onboardingDone = nextStep === '/dashboard';
  const list = (values: string[]) => values.filter(Boolean).join(', ') || messages.notProvided;

  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="dashboard-user">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {messages.dashboardGreeting}, {user.firstName?.trim() || messages.noName}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={messages.profileSummary}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={messages.jobTitle}>{list(user.jobTitle)}</Descriptions.Item>
              <Descriptions.Item label={messages.experience}>
                {user.experienceLevel || messages.noExperience}
              </Descriptions.Item>
              <Descriptions.Item label={messages.preferredStates}>{list(user.workState)}</Descriptions.Item>
              <Descriptions.Item label={messages.onboardingStatus}>
                {onboardingDone ? (
                  <Tag color="green">{messages.onboardingComplete}</Tag>
                ) : (
                  <Link to={nextStep}>{messages.onboardingIncomplete}</Link>
                )}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card>
            <Statistic title={messages.unreadNotifications} value={count} />
            <Link to="/notification">{messages.menuNotifications}</Link>
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        {[
          { path: '/profile', title: messages.menuProfile },
          { path: '/application', title: messages.menuApplications },
          { path: '/mysub', title: messages.menuSubscription },
        ].map((area) => (
          <Col xs={24} sm={8} key={area.path}>
            <Link to={area.path}>
              <Card hoverable>
                <Typography.Text strong>{area.title}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </div>
  );
}
