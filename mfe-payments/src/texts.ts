/** Every text this app shows, verbatim from the spec where it gives one; texts other apps show too come from @portal/shared/texts. */
import { sharedMessages } from '@portal/shared/texts';

export const messages = {
  ...sharedMessages,
  // /mysub (sections 2 and 8)
  subscriptionFetchFailed: 'Failed to fetch subscription data.',
  billingTitle: 'Subscription',
  currentPlan: 'Current plan',
  noCurrentPlan: 'You have no active plan.',
  activeUntil: 'Active from {start} until {end}',
  upgradePlan: 'Upgrade Plan',
  invoices: 'Invoices',
  noInvoices: 'No payments yet.',
  invoiceDate: 'Date',
  invoiceNumber: 'Invoice',
  invoicePlan: 'Plan',
  invoiceMonths: 'Months',
  invoiceAmount: 'Amount',
  invoiceGst: 'GST',
  invoiceStatus: 'Status',
  invoiceReceipt: 'Receipt',
  active: 'Active',
  expired: 'Expired',
  downloadReceipt: 'Download receipt',
  receiptFailed: 'The receipt could not be downloaded. Please try again.',
  // /pricing (sections 2, 5, 9)
  pricingTitle: 'Choose your months',
  pricingYear: 'Months of {year}',
  monthTaken: '{month} is already covered',
  selectedMonths: 'Months selected: {count}',
  pricePerMonthTimes: '{price} × {months}',
  monthCountOne: '1 month',
  monthCountMany: '{count} months',
  pricingTotal: 'Total',
  includeCv: 'Include Professional CV ($30)',
  seeTotal: 'See your total (including taxes)',
  proceedToPayment: 'Proceed to Payment',
  // Summary modal (section 2)
  summary: 'Summary',
  paymentDetails: 'Payment Details',
  summaryPlanLine: '{plan} plan, {months}',
  professionalCv: 'Professional CV',
  removeCv: 'Remove Professional CV',
  total: 'Total',
  gstIncluded: 'Includes GST of {gst}',
  payNowSummary: 'Pay Now',
  // Card payment modal (sections 2, 8)
  payNow: 'Pay now',
  cardTitle: 'Card payment',
  cardNumber: 'Card number',
  cardExpiry: 'Expiry (MM / YY)',
  cardCvc: 'CVC',
  testCardsHint:
    'Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 9995 is declined, 4000 0025 0000 3155 asks you to authenticate, 4000 0000 0000 0077 is processed for a few seconds.',
  preparingPayment: 'Preparing your payment…',
  unexpectedError: 'An unexpected error occurred.',
  amountToPay: 'Amount to pay: {amount}',
  // Local authentication page (the local provider's 3-D Secure)
  authenticationTitle: 'Authenticate your payment',
  authenticationText: 'This is the local test bank. Complete or fail the authentication of this payment.',
  complete: 'Complete',
  fail: 'Fail',
  // /completepayment (section 4)
  paymentIntentId: 'Payment {id}',
  paymentSucceeded: 'Payment succeeded',
  paymentProcessing: 'Your payment is processing.',
  paymentUnsuccessful: 'Your payment was not successful, please try again.',
  paymentSomethingWrong: 'Something went wrong, please try again.',
  backToPricing: 'Choose your months again',
  // A payment settled after its months had ended (the words of the e-mail the candidate gets, api payments texts)
  paymentTooLateTitle: 'Payment received, but no plan was started',
  paymentTooLate:
    'Your payment of {amount} went through only after {months} {year} had ended, so no plan was started. Our team has been told and will refund the payment to your card.',
  // /payment-success (section 2)
  upgradeActivated: 'Congratulations! Your upgrade plan is activated',
  goBackToDashboard: 'Go Back to Dashboard',
  // /upgrade
  upgradeTitle: 'Upgrade your plan',
} as const;
