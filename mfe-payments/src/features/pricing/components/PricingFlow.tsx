import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Alert, Button, Card, Checkbox, Spin, Typography } from 'antd';
import { errorMessage, useSession } from '@portal/shared';
import type { CreatePaymentAnswer, MonthName } from '@portal/shared/contracts';
import { formatAmount } from '@portal/shared/money';
import { fillMessage } from '@portal/shared/texts';
import { messages } from '../../../texts';
import { useAvailableMonths } from '../api/available-months';
import { createPayment } from '../api/create-payment';
import { monthsInWords, pricingTotals } from '../hooks/pricing-arithmetic';
import { usePricingChoice } from '../hooks/use-pricing-choice';
import { MonthPicker } from './MonthPicker';
import { SummaryModal } from './SummaryModal';

/** What the card step is given: the server's answer once in, or the reason it failed; closing it aborts a pending one. */
export type PaymentStep = {
  payment: CreatePaymentAnswer | null;
  error: string | null;
  onClose: () => void;
};

type PricingFlowProps = { renderPayment: (step: PaymentStep) => ReactNode };

/**
 * /pricing (spec sections 2, 4, 5, 9): months of the plan from navigation state, the summary, then the card step.
 * Without a plan the candidate goes back to the plan picker (/mysub once onboarding is done).
 */
export function PricingFlow({ renderPayment }: PricingFlowProps) {
  const choice = usePricingChoice();
  const finishedOnboarding = useSession((state) => Boolean(state.user?.step4));
  const months = useAvailableMonths();
  const [chosen, setChosen] = useState<MonthName[]>([]);
  const [includeCv, setIncludeCv] = useState(true);
  const [step, setStep] = useState<'months' | 'summary' | 'payment'>('months');
  const [payment, setPayment] = useState<CreatePaymentAnswer | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [pending, setPending] = useState<AbortController | null>(null);

  // Leaving the page, or a newer order, aborts a create-payment still on its way.
  useEffect(() => () => pending?.abort(), [pending]);

  if (!choice) return <Navigate to={finishedOnboarding ? '/mysub' : '/subscription'} replace />;
  const totals = pricingTotals(choice.price, chosen.length, includeCv);

  async function pay() {
    if (!choice) return;
    setStep('payment');
    setPayment(null);
    setPaymentError(null);
    const controller = new AbortController();
    setPending(controller);
    try {
      const answer = await createPayment(
        { months: chosen, subscriptionPlanID: choice.planId, tailorCV: includeCv },
        controller.signal,
      );
      if (!controller.signal.aborted) setPayment(answer);
    } catch (error) {
      if (controller.signal.aborted) return;
      setPaymentError(await errorMessage(error, messages.unexpectedError));
    }
  }

  function closePayment() {
    pending?.abort();
    setPending(null);
    setStep('months');
    setPayment(null);
    setPaymentError(null);
    void months.mutate();
  }

  return (
    <Card
      title={
        // A card's head keeps its title on one line (antd's nowrap): at 360 px 'Silver · Choose your months' was cut off.
        <Typography.Title
          level={1}
          style={{ fontSize: 22, margin: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' }}
        >{`${choice.planName} · ${messages.pricingTitle}`}</Typography.Title>
      }
    >
      {months.data ? (
        <MonthPicker
          year={months.data.year}
          taken={months.data.overlapped}
          past={months.data.past}
          chosen={chosen}
          onChange={setChosen}
        />
      ) : (
        <Spin aria-label={messages.loading} />
      )}
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: '8px 16px', margin: '16px 0' }}>
        <dt>{fillMessage(messages.selectedMonths, { count: chosen.length })}</dt>
        <dd style={{ margin: 0, textAlign: 'right' }} data-testid="pricing-months">
          {fillMessage(messages.pricePerMonthTimes, {
            price: formatAmount(totals.monthly),
            months: monthsInWords(chosen.length),
          })}{' '}
          = {formatAmount(totals.planAmount)}
        </dd>
        <dt style={{ fontWeight: 700 }}>{messages.pricingTotal}</dt>
        {/* Spec section 9: months times the monthly price; the CV charge is added in the summary. */}
        <dd style={{ margin: 0, textAlign: 'right', fontWeight: 700 }} data-testid="pricing-total">
          {formatAmount(totals.planAmount)}
        </dd>
      </dl>
      <Checkbox checked={includeCv} onChange={(event) => setIncludeCv(event.target.checked)}>
        {messages.includeCv}
      </Checkbox>
      <Typography.Paragraph style={{ color: '#595959', marginTop: 8 }}>{messages.seeTotal}</Typography.Paragraph>
      {paymentError && step === 'months' ? <Alert type="error" title={paymentError} /> : null}
      <Button type="primary" size="large" block disabled={chosen.length === 0} onClick={() => setStep('summary')}>
        {messages.proceedToPayment}
      </Button>
      <SummaryModal
        open={step === 'summary'}
        planName={choice.planName}
        price={choice.price}
        monthCount={chosen.length}
        includeCv={includeCv}
        onRemoveCv={() => setIncludeCv(false)}
        onPay={() => void pay()}
        onClose={() => setStep('months')}
      />
      {step === 'payment' ? renderPayment({ payment, error: paymentError, onClose: closePayment }) : null}
    </Card>
  );
}
