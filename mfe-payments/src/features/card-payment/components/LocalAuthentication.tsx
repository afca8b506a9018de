import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { errorMessage } from '@portal/shared';
import { messages } from '../../../texts';
import { authenticateLocalPayment, completePaymentPath } from '../api/payment-intent';

/** The local test bank's authentication page (the 4000 0025 0000 3155 card): Complete or Fail, then /completepayment. */
export function LocalAuthentication() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const clientSecret = params.get('payment_intent_client_secret') ?? '';
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function answer(outcome: 'complete' | 'fail') {
    setBusy(true);
    try {
      const intent = await authenticateLocalPayment(clientSecret, outcome);
      navigate(completePaymentPath(intent, clientSecret), { replace: true });
    } catch (error) {
      setProblem(await errorMessage(error, messages.unexpectedError));
      setBusy(false);
    }
  }

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        {messages.authenticationTitle}
      </Typography.Title>
      <Typography.Paragraph>{messages.authenticationText}</Typography.Paragraph>
      {problem ? <Alert type="error" role="alert" title={problem} style={{ marginBottom: 16 }} /> : null}
      <Space wrap>
        <Button type="primary" disabled={busy || !clientSecret} onClick={() => void answer('complete')}>
          {messages.complete}
        </Button>
        <Button danger disabled={busy || !clientSecret} onClick={() => void answer('fail')}>
          {messages.fail}
        </Button>
      </Space>
    </Card>
  );
}
