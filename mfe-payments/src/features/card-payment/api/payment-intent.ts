import { api } from '@portal/shared';
import { envelope, paymentIntentAnswer, type PaymentIntentView } from '@portal/shared/contracts';

const intentEnvelope = envelope(paymentIntentAnswer);

/** GET /api/payments/intents?client_secret=: the server's order status after it re-reads the provider. */
export async function fetchPaymentIntent(clientSecret: string): Promise<PaymentIntentView> {
  return intentEnvelope.parse(
    await api()
      .get('payments/intents', { searchParams: { client_secret: clientSecret } })
      .json(),
  ).data;
}

/** POST /api/payments/local/confirm: the local card form's payment (only the last four digits are kept). */
export async function confirmLocalPayment(card: {
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}): Promise<PaymentIntentView> {
  return intentEnvelope.parse(
    await api()
      .post('payments/local/confirm', {
        json: { client_secret: card.clientSecret, cardNumber: card.cardNumber, expiry: card.expiry, cvc: card.cvc },
      })
      .json(),
  ).data;
}

/** POST /api/payments/local/authenticate: the local bank's Complete or Fail. */
export async function authenticateLocalPayment(
  clientSecret: string,
  outcome: 'complete' | 'fail',
): Promise<PaymentIntentView> {
  return intentEnvelope.parse(
    await api()
      .post('payments/local/authenticate', { json: { client_secret: clientSecret, outcome } })
      .json(),
  ).data;
}

/** Where the provider returns the browser after a payment (Stripe's return_url parameters). */
export function completePaymentPath(intent: Pick<PaymentIntentView, 'id'>, clientSecret: string): string {
  const query = new URLSearchParams({ payment_intent: intent.id, payment_intent_client_secret: clientSecret });
  return `/completepayment?${query}`;
}
