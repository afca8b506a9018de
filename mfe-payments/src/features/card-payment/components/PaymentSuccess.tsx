import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, Result } from 'antd';
import { messages } from '../../../texts';
import { refreshSessionUser } from '@portal/shared/session-user';

/** /payment-success (spec section 2). */
export function PaymentSuccess() {
  const navigate = useNavigate();
  // The paid plan is the candidate's now: the session learns it (the menu, the platform wizard's limit).
  useEffect(() => {
    refreshSessionUser().catch((error: unknown) => console.error('The signed-in user could not be read again', error));
  }, []);
  return (
    <Card>
      <Result
        status="success"
        title={<h1 style={{ fontSize: 22, margin: 0 }}>{messages.upgradeActivated}</h1>}
        extra={
          <Button type="primary" onClick={() => navigate('/mysub')}>
            {messages.goBackToDashboard}
          </Button>
        }
      />
    </Card>
  );
}
