import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Card, Result, Spin, Typography } from 'antd';
import type { PaymentIntentView, PaymentStatus } from '@portal/shared/contracts';
import { fillMessage } from '@portal/shared/texts';
import { formatAmount } from '@portal/shared/money';
import { messages } from '../../../texts';
import { fetchPaymentIntent } from '../api/payment-intent';
import { statusMessage } from '../hooks/status-message';

/** How long 'Payment succeeded' stays before /payment-success, and how often a processing payment is asked again. */
export const SUCCESS_REDIRECT_MS = 1500;
export const PROCESSING_POLL_MS = 2000;

/**
 * /completepayment (spec sections 2 and 4): the provider's return parameters name the payment; what the page shows
 * is the server's order status (it re-reads the provider), never the URL's own redirect_status.
 */
export function PaymentResult() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const clientSecret = params.get('payment_intent_client_secret');
  const [intent, setIntent] = useState<PaymentIntentView | null>(null);
  const [failed, setFailed] = useState(!clientSecret);

  useEffect(() => {
    if (!clientSecret) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const answer = await fetchPaymentIntent(clientSecret);
        if (stopped) return;
        setIntent(answer);
        // A payment that came too late started no plan: the page says so and stays. The redirect takes this page's
        // place in the history: Back from /payment-success would read the paid intent again and come straight back.
        if (answer.status === 'succeeded' && !answer.paidTooLate)
          timer = setTimeout(() => navigate('/payment-success', { replace: true }), SUCCESS_REDIRECT_MS);
        else if (answer.status === 'processing') timer = setTimeout(() => void read(), PROCESSING_POLL_MS);
      } catch {
        if (!stopped) setFailed(true);
      }
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [clientSecret, navigate]);

  if (!failed && !intent) return <Spin aria-label={messages.loading} />;
  return (
    <PaymentStatusView
      status={failed ? null : (intent?.status ?? null)}
      intentId={intent?.id ?? null}
      lastPaymentError={intent?.lastPaymentError ?? null}
      paidTooLate={!failed && intent?.paidTooLate ? { ...intent.paidTooLate, amount: intent.amount } : null}
    />
  );
}

type PaymentStatusViewProps = {
  /** Null when the payment could not be read. */
  status: PaymentStatus | null;
  intentId: string | null;
  lastPaymentError: string | null;
  /** A succeeded payment that came after these months had ended: no plan was started, it is to be refunded. */
  paidTooLate?: { year: number; months: readonly string[]; amount: number } | null;
};

/**
 * What /completepayment shows for a status: the spec's message, the intent id and the provider's words; a payment that
 * went through after its months had ended says that no plan was started and that it will be refunded.
 */
export function PaymentStatusView({ status, intentId, lastPaymentError, paidTooLate = null }: PaymentStatusViewProps) {
  if (status === 'succeeded' && paidTooLate)
    return (
      <Card>
        <Result
          status="warning"
          title={<span role="status">{messages.paymentTooLateTitle}</span>}
          subTitle={
            <>
              {intentId ? (
                <Typography.Paragraph>{fillMessage(messages.paymentIntentId, { id: intentId })}</Typography.Paragraph>
              ) : null}
              <Typography.Paragraph>
                {fillMessage(messages.paymentTooLate, {
                  amount: formatAmount(paidTooLate.amount),
                  months: paidTooLate.months.join(', '),
                  year: paidTooLate.year,
                })}
              </Typography.Paragraph>
            </>
          }
          extra={<Link to="/mysub">{messages.backToPricing}</Link>}
        />
      </Card>
    );
  return (
    <Card>
      <Result
        status={status === 'succeeded' ? 'success' : status === 'processing' ? 'info' : 'error'}
        title={<span role="status">{statusMessage(status)}</span>}
        subTitle={
          <>
            {intentId ? (
              <Typography.Paragraph>{fillMessage(messages.paymentIntentId, { id: intentId })}</Typography.Paragraph>
            ) : null}
            {lastPaymentError && status !== 'succeeded' ? (
              <Typography.Paragraph type="danger">{lastPaymentError}</Typography.Paragraph>
            ) : null}
          </>
        }
        extra={
          status === 'succeeded' || status === 'processing' ? null : <Link to="/mysub">{messages.backToPricing}</Link>
        }
      />
    </Card>
  );
}
