import type {
  CreatePaymentAnswer,
  Invoice,
  PaymentIntentView,
  Subscription,
  SubscriptionPlan,
} from '@portal/shared/contracts';

export const ok = <T>(data: T) => ({ body: { success: true, data } });

export const silverState = { planName: 'Silver', price: 120, planId: 'plan-silver' };

export const monthsReply = (overlapped: string[] = [], past: string[] = [], year = 2026) =>
  ok({ year, overlapped, past });

export const configReply = ok({ mode: 'local', publishableKey: null, cvPrice: 3000 });

export const createdPayment = (total = 27000): CreatePaymentAnswer => ({
  client_secret: 'pi_test_secret_abc',
  orderId: 'order-1',
  year: 2026,
  amounts: {
    currency: 'aud',
    monthlyPrice: 12000,
    months: 2,
    planAmount: 24000,
    cvAmount: 3000,
    total,
    gst: Math.round(total / 11),
  },
});

export const intent = (overrides: Partial<PaymentIntentView> = {}): PaymentIntentView => ({
  id: 'pi_test',
  status: 'succeeded',
  orderId: 'order-1',
  planName: 'Silver',
  amount: 27000,
  lastPaymentError: null,
  nextActionUrl: null,
  paidTooLate: null,
  ...overrides,
});

const plan = (name: 'Free' | 'Silver' | 'Gold', price: number): SubscriptionPlan => ({
  _id: `plan-${name.toLowerCase()}`,
  id: `plan-${name.toLowerCase()}`,
  name,
  planName: name,
  price,
  applicationLimit: name === 'Gold' ? null : name === 'Silver' ? 30 : 10,
  platformLimit: name === 'Free' ? 1 : 2,
  billing: name === 'Free' ? 'weekly' : 'monthly',
  trialDays: name === 'Free' ? 7 : 0,
  features: [],
});
export const plansReply = ok([plan('Free', 0), plan('Silver', 120), plan('Gold', 20)]);

export const subscription = (planName: string, start: string, end: string, active = true): Subscription => ({
  _id: `sub-${planName}-${start}`,
  user: 'u1',
  plan: `plan-${planName.toLowerCase()}`,
  planName,
  period: [{ start_date: start, exp_date: end, active }],
  createdAt: start,
});

export const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  _id: 'inv-1',
  number: 'INV-000003',
  paidAt: '2026-11-25T10:00:00.000Z',
  planName: 'Silver',
  year: 2026,
  months: ['Nov', 'Dec'],
  tailorCV: true,
  amount: 27000,
  gst: 2455,
  currency: 'aud',
  cardLast4: '4242',
  status: 'Active',
  ...overrides,
});

export const pageOf = <T>(docs: T[]) => ({
  docs,
  totalDocs: docs.length,
  page: 1,
  limit: 10,
  totalPages: 1,
  hasNextPage: false,
});
