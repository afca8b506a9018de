import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Input, Typography } from 'antd';
import { HTTPError } from 'ky';
import { errorMessage } from '@portal/shared';
import { localConfirmRequest } from '@portal/shared/contracts';
import { formatAmount } from '@portal/shared/money';
import { fillMessage } from '@portal/shared/texts';
import { messages } from '../../../texts';
import { completePaymentPath, confirmLocalPayment } from '../api/payment-intent';
import { redirectToProvider } from '../api/provider-redirect';

type LocalCardFormProps = { clientSecret: string; amount: number };

/** Groups the digits by four as they are typed: 4242 4242 4242 4242. */
const grouped = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The local test provider's card form: only Stripe's test numbers pass, and the server keeps the last four digits.
 * Card and validation errors show the provider's words; anything else 'An unexpected error occurred.' (section 8).
 */
export function LocalCardForm({ clientSecret, amount }: LocalCardFormProps) {
  const navigate = useNavigate();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = localConfirmRequest.safeParse({ client_secret: clientSecret, cardNumber, expiry, cvc });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? messages.unexpectedError);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const intent = await confirmLocalPayment({ clientSecret, cardNumber, expiry, cvc });
      if (intent.status === 'requires_action' && intent.nextActionUrl) redirectToProvider(intent.nextActionUrl);
      // The card form of a confirmed payment is not a page to come back to: the result takes its place.
      else navigate(completePaymentPath(intent, clientSecret), { replace: true });
    } catch (error) {
      const status = error instanceof HTTPError ? error.response.status : null;
      setProblem(
        status === 400 || status === 402 || status === 409
          ? await errorMessage(error, messages.unexpectedError)
          : messages.unexpectedError,
      );
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'grid', gap: 12 }}>
      <Typography.Text strong>{fillMessage(messages.amountToPay, { amount: formatAmount(amount) })}</Typography.Text>
      <label>
        {messages.cardNumber}
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={cardNumber}
          onChange={(event) => setCardNumber(grouped(event.target.value))}
        />
      </label>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
        <label>
          {messages.cardExpiry}
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="12 / 34"
            value={expiry}
            onChange={(event) => setExpiry(event.target.value.slice(0, 7))}
          />
        </label>
        <label>
          {messages.cardCvc}
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 4))}
          />
        </label>
      </div>
      <Typography.Text style={{ color: '#595959', fontSize: 13 }}>{messages.testCardsHint}</Typography.Text>
      {problem ? <Alert type="error" role="alert" title={problem} /> : null}
      <Button type="primary" htmlType="submit" size="large" loading={busy} block>
        {messages.payNow}
      </Button>
    </form>
  );
}
