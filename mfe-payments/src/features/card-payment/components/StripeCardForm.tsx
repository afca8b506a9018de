import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Typography } from 'antd';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { formatAmount } from '@portal/shared/money';
import { fillMessage } from '@portal/shared/texts';
import { messages } from '../../../texts';

type StripeCardFormProps = { publishableKey: string; clientSecret: string; amount: number };

function PaymentForm({ amount }: { amount: number }) {
  const stripe = useStripe();
  const elements = useElements();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/completepayment` },
    });
    // Only reached on an error: success leaves for /completepayment (spec section 8 for the texts).
    setProblem(
      error.type === 'card_error' || error.type === 'validation_error'
        ? (error.message ?? messages.unexpectedError)
        : messages.unexpectedError,
    );
    setBusy(false);
  }

  return (
    <form onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: 12 }}>
      <Typography.Text strong>{fillMessage(messages.amountToPay, { amount: formatAmount(amount) })}</Typography.Text>
      <PaymentElement />
      {problem ? <Alert type="error" role="alert" title={problem} /> : null}
      <Button type="primary" htmlType="submit" size="large" block loading={busy} disabled={!stripe}>
        {messages.payNow}
      </Button>
    </form>
  );
}

/** Stripe mode: Stripe.js (from Stripe's servers, through the pure entry so nothing loads before this) and Elements. */
export default function StripeCardForm({ publishableKey, clientSecret, amount }: StripeCardFormProps) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret }}>
      <PaymentForm amount={amount} />
    </Elements>
  );
}
