import { lazy, Suspense } from 'react';
import { Alert, Modal, Spin } from 'antd';
import type { CreatePaymentAnswer } from '@portal/shared/contracts';
import { messages } from '../../../texts';
import { usePaymentsConfig } from '../api/payments-config';
import { LocalCardForm } from './LocalCardForm';

// Stripe.js always loads from Stripe's servers: its code is fetched only when the server says Stripe is on.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

type CardPaymentModalProps = {
  payment: CreatePaymentAnswer | null;
  error: string | null;
  onClose: () => void;
};

/** The card step ('Pay now'): the local test form, or Stripe's Payment Element; closing it aborts a pending order. */
export function CardPaymentModal({ payment, error, onClose }: CardPaymentModalProps) {
  const config = usePaymentsConfig();
  let body;
  if (error) body = <Alert type="error" role="alert" title={error} />;
  else if (!payment || !config.data)
    body = <Spin aria-label={messages.preparingPayment} description={messages.preparingPayment} />;
  else if (config.data.mode === 'stripe' && config.data.publishableKey)
    body = (
      <Suspense fallback={<Spin aria-label={messages.preparingPayment} />}>
        <StripeCardForm
          publishableKey={config.data.publishableKey}
          clientSecret={payment.client_secret}
          amount={payment.amounts.total}
        />
      </Suspense>
    );
  else body = <LocalCardForm clientSecret={payment.client_secret} amount={payment.amounts.total} />;
  // No zoom: the next step opens at once, and a busy machine never leaves it half-drawn.
  return (
    <Modal
      transitionName=""
      maskTransitionName=""
      open
      title={messages.cardTitle}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {body}
    </Modal>
  );
}
