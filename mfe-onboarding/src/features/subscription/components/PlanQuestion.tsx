import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Flex } from 'antd';
import { AuthCard } from '../../../components/AuthCard';
import { messages } from '../../../texts';

/**
 * /profile-success: should we handle the job applications? Yes goes to the plan picker; No is answered
 * (free tier, a plan can be chosen later from Subscription) with the way to the dashboard (spec section 2).
 */
export function PlanQuestion() {
  const navigate = useNavigate();
  const location = useLocation();
  const [declined, setDeclined] = useState(false);

  // Opened straight from an address there is no previous page in the portal: Back is the step before.
  const back = () => (location.key === 'default' ? navigate('/upload') : navigate(-1));

  return (
    <AuthCard title={messages.profileSuccessTitle} intro={messages.profileSuccessQuestion}>
      {declined ? (
        <Alert
          type="info"
          role="status"
          showIcon
          title={messages.stayOnFreeTier}
          description={messages.choosePlanLater}
          action={
            <Link to="/dashboard" replace>
              {messages.goToDashboard}
            </Link>
          }
          style={{ marginBottom: 16, flexWrap: 'wrap', rowGap: 8 }}
        />
      ) : null}
      <Flex gap={8} wrap>
        <Button type="primary" onClick={() => navigate('/subscription')} style={{ flex: 1 }}>
          {messages.yes}
        </Button>
        <Button onClick={() => setDeclined(true)} style={{ flex: 1 }}>
          {messages.no}
        </Button>
      </Flex>
      <Button type="link" onClick={back} style={{ marginTop: 8, paddingInline: 0 }}>
        {messages.back}
      </Button>
    </AuthCard>
  );
}
