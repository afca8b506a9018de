import { useNavigate } from 'react-router-dom';
import { Col, Row } from 'antd';
import { errorMessage } from '@portal/shared';
import type { SubscriptionPlan } from '@portal/shared/contracts';
import { PlansLoader, useSubscriptionPlans } from '@portal/shared/ui/plans';
import { startFreeTrial } from '../api/plans';
import { refreshSessionUser } from '@portal/shared/session-user';
import { AuthCard } from '../../../components/AuthCard';
import { PlanCard } from '@portal/shared/ui';
import { notify } from '../../../lib/notify';
import { useBusyAction } from '../../../lib/use-busy-action';
import { messages } from '../../../texts';

/**
 * /subscription: onboarding step 4 of 4, the plan (spec sections 2, 8 and 9). Free starts the 7-day
 * trial here; Silver and Gold are paid on /pricing, which gets the plan through navigation state.
 */
export function PlanPicker() {
  const navigate = useNavigate();
  const plans = useSubscriptionPlans();
  const { busy, run } = useBusyAction();

  async function choose(plan: SubscriptionPlan) {
    if (plan.planName !== 'Free') {
      navigate('/pricing', { state: { planName: plan.planName, price: plan.price, planId: plan._id } });
      return;
    }
    await run(async () => {
      try {
        await startFreeTrial(plan);
        await refreshSessionUser();
        notify('success', messages.freeTrialActivated);
        navigate('/selectplatform');
      } catch (error) {
        notify('error', await errorMessage(error, messages.planSelectionFailed));
      }
    });
  }

  return (
    <AuthCard title={messages.subscriptionTitle} step={4} wide>
      <PlansLoader plans={plans}>
        {(planList) => (
          <Row gutter={[16, 16]}>
            {planList.map((plan) => (
              <Col key={plan._id} xs={24} md={8}>
                <PlanCard plan={plan} busy={busy} onChoose={choose} />
              </Col>
            ))}
          </Row>
        )}
      </PlansLoader>
    </AuthCard>
  );
}
