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
};
