import { Alert, Card, Col, Descriptions, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useNotificationCount, useSession } from '@portal/shared';
import { nextOnboardingPath } from '@portal/shared/onboarding';
import {
  AccountOfficerCard,
  LatestApplications,
  PlanCard,
  QuotaCard,
  useCandidateDashboard,
} from '../features/dashboard';
import { messages } from '../texts';

/** The candidate's dashboard: this week's and month's applications against the plan, plan, officer, latest, unread. */
export default function UserDashboard() {
  const user = useSession((state) => state.user);
  const { count } = useNotificationCount();
  const { data, error, isLoading } = useCandidateDashboard();
  if (!user) return null;

  const nextStep = nextOnboardingPath(user);
  const onboardingDone = nextStep === '/dashboard';
  const list = (values: string[]) => values.filter(Boolean).join(', ') || messages.notProvided;
  const dashboard = data?.data;

  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid="dashboard-user">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {messages.dashboardGreeting}, {user.firstName?.trim() || messages.noName}
      </Typography.Title>
      {error && !dashboard ? <Alert type="error" showIcon title={messages.dashboardLoadFailed} /> : null}
      {isLoading ? <Skeleton active /> : null}
      {dashboard ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12} xl={8}>
            <QuotaCard dashboard={dashboard} />
          </Col>
          <Col xs={24} md={12} xl={8}>
            <PlanCard plan={dashboard.plan} />
          </Col>
          <Col xs={24} md={12} xl={8}>
            <AccountOfficerCard officer={dashboard.accountOfficer} />
          </Col>
        </Row>
      ) : null}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          {dashboard ? <LatestApplications applications={dashboard.latest} /> : null}
        </Col>
        <Col xs={24} lg={8} style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
          <Card>
            <Statistic title={messages.unreadNotifications} value={count} />
            <Link to="/notification">{messages.menuNotifications}</Link>
          </Card>
          <Card title={messages.profileSummary}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={messages.jobTitle}>{list(user.jobTitle)}</Descriptions.Item>
              <Descriptions.Item label={messages.experience}>
                {user.experienceLevel || messages.noExperience}
              </Descriptions.Item>
              <Descriptions.Item label={messages.preferredStates}>{list(user.workState)}</Descriptions.Item>
              <Descriptions.Item label={messages.onboardingStatus}>
                {onboardingDone ? (
                  // antd's green tag text (green-7 on green-1) is 3.4:1; a darker green keeps the look at 10:1.
                  <Tag color="green" style={{ color: '#135200' }}>
                    {messages.onboardingComplete}
                  </Tag>
                ) : (
                  <Link to={nextStep}>{messages.onboardingIncomplete}</Link>
                )}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
