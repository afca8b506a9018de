import './zod-config';
import { z } from 'zod';
import { sharedMessages } from '../texts';
import { monthNames } from './subscriptions';
import { page } from './envelope';

/** Stripe's PaymentIntent statuses: an order shows the one of its intent (spec section 4 maps them to messages). */
export const paymentStatuses = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** POST /api/create-payment (spec section 3): what the candidate chose; the server prices it. */
export const createPaymentRequest = z.object({
  months: z
    .array(z.enum(monthNames, { error: sharedMessages.invalidMonth }), { error: sharedMessages.chooseMonth })
    .min(1, sharedMessages.chooseMonth)
    .max(12, sharedMessages.monthTwice)
    .refine((months) => new Set(months).size === months.length, sharedMessages.monthTwice),
  subscriptionPlanID: z
    .string({ error: sharedMessages.selectPlan })
    .trim()
    .min(1, sharedMessages.selectPlan)
    .max(100, sharedMessages.invalidPlan),
  tailorCV: z.boolean({ error: sharedMessages.tailorCvTrueOrFalse }).default(true),
});
export type CreatePaymentRequest = z.input<typeof createPaymentRequest>;

/** Amounts in cents (AUD, GST included); `gst` is the GST component, 1/11 of the total. */
export const paymentAmounts = z.object({
  currency: z.literal('aud'),
  monthlyPrice: z.number().int(),
  months: z.number().int(),
  planAmount: z.number().int(),
  cvAmount: z.number().int(),
  total: z.number().int(),
  gst: z.number().int(),
});
export type PaymentAmounts = z.infer<typeof paymentAmounts>;

export const createPaymentAnswer = z.object({
  client_secret: z.string(),
  orderId: z.string(),
  year: z.number().int(),
  amounts: paymentAmounts,
});
export type CreatePaymentAnswer = z.infer<typeof createPaymentAnswer>;

/** GET /api/check-available-months-for-user: the year on sale, months taken (`overlapped`) and months gone by. */
export const availableMonthsAnswer = z.object({
  year: z.number().int(),
  overlapped: z.array(z.enum(monthNames)),
  past: z.array(z.enum(monthNames)),
});
export type AvailableMonths = z.infer<typeof availableMonthsAnswer>;

/** GET /api/payments/config: which provider is on, so the browser needs no rebuild to switch. */
export const paymentsConfigAnswer = z.object({
  mode: z.enum(['local', 'stripe']),
  publishableKey: z.string().nullable(),
  cvPrice: z.number().int(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigAnswer>;

/** GET /api/payments/intents?client_secret=: the server's order status, after re-reading the provider. */
export const paymentIntentQuery = z.object({
  client_secret: z.string().trim().min(1, 'client_secret is required.').max(200),
});
export const paymentIntentAnswer = z.object({
  id: z.string(),
  status: z.enum(paymentStatuses),
  orderId: z.string(),
  planName: z.string(),
  amount: z.number().int(),
  /** The provider's words for the last failure (a decline, a failed authentication). */
  lastPaymentError: z.string().nullable(),
  /** Where the browser goes to authenticate (3-D Secure), when the status is requires_action. */
  nextActionUrl: z.string().nullable(),
  /**
   * A payment that succeeded only after some of its months had ended (those months, of `year`): it started no plan and
   * is to be refunded; null for any other payment.
   */
  paidTooLate: z.object({ year: z.number().int(), months: z.array(z.enum(monthNames)) }).nullable(),
});
export type PaymentIntentView = z.infer<typeof paymentIntentAnswer>;

const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** The local provider's card form (no keys set): only the last four digits are ever stored. */
export const localConfirmRequest = z.object({
  client_secret: z.string().trim().min(1, 'client_secret is required.').max(200),
  cardNumber: z
    .string({ error: sharedMessages.cardNumberInvalid })
    .max(40, sharedMessages.cardNumberInvalid)
    .transform(cardDigits)
    .refine((digits) => /^\d{16}$/.test(digits), sharedMessages.cardNumberInvalid),
  expiry: z
    .string({ error: sharedMessages.cardExpiryInvalid })
    .max(10, sharedMessages.cardExpiryInvalid)
    .regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, sharedMessages.cardExpiryInvalid),
  cvc: z.string({ error: sharedMessages.cardCvcInvalid }).regex(/^\d{3,4}$/, sharedMessages.cardCvcInvalid),
});
export type LocalConfirmRequest = z.input<typeof localConfirmRequest>;

export const localAuthenticateRequest = z.object({
  client_secret: z.string().trim().min(1, 'client_secret is required.').max(200),
  outcome: z.enum(['complete', 'fail']),
});

/** An invoice: one succeeded payment, with its periods (Active/Expired each). */
export const invoiceSchema = z.object({
  _id: z.string(),
  number: z.string(),
  paidAt: z.string(),
  planName: z.string(),
  year: z.number().int(),
  months: z.array(z.enum(monthNames)),
  tailorCV: z.boolean(),
  amount: z.number().int(),
  gst: z.number().int(),
  currency: z.literal('aud'),
  cardLast4: z.string().nullable(),
  status: z.enum(['Active', 'Expired']),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicePage = page(invoiceSchema);

export const ownerPageQuery = z.object({
  user: z.uuid('user must be an account id.').optional(),
  page: z.coerce.number({ error: 'page must be a whole number of at least 1.' }).int().min(1).max(10000).default(1),
});
