import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Modal } from 'antd';
import { BillingPage } from '../features/billing';
import { LocalCardForm, PaymentStatusView } from '../features/card-payment';
import { PlanChoice } from '../features/plans';
import { MonthPicker, SummaryModal } from '../features/pricing';
import { invoice, ok, pageOf, plansReply, subscription } from '../testing/fixtures';
import { StoryFrame } from './story-frame';

const meta: Meta = { title: 'Payments/Pages' };
export default meta;
type Story = StoryObj;

const day = 86400000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

export const PricingMonths: Story = {
  render: () => (
    <StoryFrame>
      <MonthPicker
        year={2026}
        taken={['Nov']}
        past={['Jan', 'Feb', 'Mar']}
        chosen={['Dec']}
        onChange={() => undefined}
      />
    </StoryFrame>
  ),
};

export const SummaryWithProfessionalCv: Story = {
  render: () => (
    <StoryFrame>
      <SummaryModal
        open
        planName="Silver"
        price={120}
        monthCount={2}
        includeCv
        onRemoveCv={() => undefined}
        onPay={() => undefined}
        onClose={() => undefined}
      />
    </StoryFrame>
  ),
};

export const CardPaymentLocal: Story = {
  render: () => (
    <StoryFrame>
      <Modal open title="Card payment" footer={null}>
        <LocalCardForm clientSecret="pi_story_secret" amount={27000} />
      </Modal>
    </StoryFrame>
  ),
};

const statusStory = (
  status: Parameters<typeof PaymentStatusView>[0]['status'],
  lastPaymentError: string | null = null,
): Story => ({
  render: () => (
    <StoryFrame>
      <PaymentStatusView status={status} intentId="pi_3Story" lastPaymentError={lastPaymentError} />
    </StoryFrame>
  ),
});
export const CompletePaymentSucceeded = statusStory('succeeded');
export const CompletePaymentProcessing = statusStory('processing');
export const CompletePaymentUnsuccessful = statusStory('requires_payment_method', 'Your card has insufficient funds.');
export const CompletePaymentSomethingWrong = statusStory('canceled');
/** A payment the provider settled after its month had ended: no plan started, a refund is due. */
export const CompletePaymentTooLate: Story = {
  render: () => (
    <StoryFrame>
      <PaymentStatusView
        status="succeeded"
        intentId="pi_3Story"
        lastPaymentError={null}
        paidTooLate={{ year: 2026, months: ['Nov'], amount: 12000 }}
      />
    </StoryFrame>
  ),
};

export const BillingWithHistory: Story = {
  render: () => (
    <StoryFrame
      routes={{
        '/subscriptions?page=1': ok({
          data: pageOf([subscription('Silver', iso(-5), iso(35)), subscription('Free', iso(-90), iso(-83), false)]),
        }),
        '/payments/invoices?page=1': ok(
          pageOf([
            invoice(),
            invoice({
              _id: 'inv-0',
              number: 'INV-000001',
              planName: 'Gold',
              months: ['Dec'],
              year: 2025,
              amount: 2000,
              gst: 182,
              status: 'Expired',
            }),
          ]),
        ),
        '/subscription-plans': plansReply,
      }}
    >
      <BillingPage upgrade={<PlanChoice />} />
    </StoryFrame>
  ),
};

/** The server fails both lists: the page says so instead of showing an empty history. */
const serverFails = { status: 500, body: { success: false, message: 'Something went wrong.' } };
export const BillingFailed: Story = {
  render: () => (
    <StoryFrame routes={{ '/subscriptions?page=1': serverFails, '/payments/invoices?page=1': serverFails }}>
      <BillingPage upgrade={null} />
    </StoryFrame>
  ),
};
