/** Texts the payments module sends: its answers and its e-mails. */
import { formatAmount } from '@portal/shared/money';

export const paymentMessages = {
  freePlanNoPayment: 'The Free plan needs no payment. Choose Silver or Gold.',
  monthsTaken: 'These months are already covered by your subscription: {months}.',
  monthsPast: 'These months have already gone by: {months}.',
  paymentNotFound: 'Payment not found.',
  localProviderOff: 'Card payments go through Stripe on this portal.',
  notAwaitingCard: 'This payment is not waiting for a card any more.',
  notAwaitingAuthentication: 'This payment is not waiting for authentication any more.',
  unknownTestCard:
    'The local test provider accepts only test cards: 4242 4242 4242 4242, 4000 0000 0000 9995, 4000 0025 0000 3155 or 4000 0000 0000 0077.',
  cardExpired: 'Your card has expired.',
  badSignature: 'Webhook signature verification failed.',
  badEvent: 'The webhook event must be a JSON object with a string id (at most 255 characters) and type (at most 100).',
  providerUnavailable: 'The payment provider could not be reached. Please try again.',
  invoiceNotFound: 'Invoice not found.',
} as const;

export const paymentMails = {
  receipt: (receipt: {
    firstName: string;
    number: string;
    planName: string;
    year: number;
    months: string[];
    tailorCV: boolean;
    planAmount: number;
    cvAmount: number;
    total: number;
    gst: number;
    link: string;
  }) => ({
    subject: `Your receipt ${receipt.number}`,
    text: [
      `Hello ${receipt.firstName},`,
      `Thank you for your payment. Your ${receipt.planName} plan is active for ${receipt.months.join(', ')} ${receipt.year}.`,
      [
        `Receipt ${receipt.number}`,
        `${receipt.planName} plan, ${receipt.months.length} month${receipt.months.length === 1 ? '' : 's'}: ${formatAmount(receipt.planAmount)}`,
        ...(receipt.tailorCV ? [`Professional CV: ${formatAmount(receipt.cvAmount)}`] : []),
        `Total (AUD, GST included): ${formatAmount(receipt.total)}`,
        `GST component: ${formatAmount(receipt.gst)}`,
      ].join('\n'),
      `Your invoices and printable receipts are on your Subscription page: ${receipt.link}`,
    ].join('\n\n'),
  }),
  /** To the candidate: a payment that went through only after one of its months had ended starts nothing. */
  paidTooLate: (late: {
    firstName: string;
    number: string;
    total: number;
    year: number;
    months: string[];
    gone: string[];
  }) => ({
    subject: `Your payment ${late.number} arrived after ${late.gone.join(', ')} ${late.year} had ended`,
    text: [
      `Hello ${late.firstName},`,
      `Your payment of ${formatAmount(late.total)} for ${late.months.join(', ')} ${late.year} went through only after ${late.gone.join(', ')} ${late.year} had ended, so no plan was started.`,
      'Our team has been told and will refund the payment to your card. You can choose new months on the Pricing page.',
    ].join('\n\n'),
  }),
  /** To the support address: the same payment, to be refunded by hand in the provider's dashboard. */
  refundNeeded: (late: {
    number: string;
    orderId: string;
    intentId: string;
    email: string;
    total: number;
    year: number;
    months: string[];
    gone: string[];
  }) => ({
    subject: `Refund needed: payment ${late.number} for months that had ended`,
    text: [
      `The payment ${late.number} (order ${late.orderId}, payment intent ${late.intentId}) of ${formatAmount(late.total)} by ${late.email} for ${late.months.join(', ')} ${late.year} succeeded only after ${late.gone.join(', ')} ${late.year} had ended.`,
      "No plan was started. Please refund the payment in the payment provider's dashboard; the candidate has been told.",
    ].join('\n\n'),
  }),
  /** To the support address: a payment that settled after its candidate deleted the account (no one to tell). */
  refundForDeletedAccount: (paid: {
    number: string;
    orderId: string;
    intentId: string;
    userId: string;
    total: number;
    year: number;
    months: string[];
  }) => ({
    subject: `Refund needed: payment ${paid.number} for a deleted account`,
    text: [
      `The payment ${paid.number} (order ${paid.orderId}, payment intent ${paid.intentId}) of ${formatAmount(paid.total)} for ${paid.months.join(', ')} ${paid.year} succeeded after its candidate (account ${paid.userId}) had deleted the account.`,
      "No plan was started and the candidate's address is gone. Please refund the payment in the payment provider's dashboard, to the card it came from.",
    ].join('\n\n'),
  }),
};
