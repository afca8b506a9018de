import { useNavigate } from 'react-router-dom';
import { Button, Card, Result } from 'antd';
import { messages } from '../../../texts';

/** /payment-success (spec section 2). */
export function PaymentSuccess() {
  const navigate = useNavigate();
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
