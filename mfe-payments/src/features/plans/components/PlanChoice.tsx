import { useNavigate } from 'react-router-dom';
import { Col, Row } from 'antd';
import type { SubscriptionPlan } from '@portal/shared/contracts';
import { PlanCard } from '@portal/shared/ui';
import { PlansLoader, useSubscriptionPlans } from '@portal/shared/ui/plans';

/** Silver and Gold as plan cards; choosing one goes to /pricing with planName, price and planId (spec section 2). */
export function PlanChoice() {
  const navigate = useNavigate();
  const plans = useSubscriptionPlans();
  const choose = (plan: SubscriptionPlan) =>
    navigate('/pricing', { state: { planName: plan.planName, price: plan.price, planId: plan._id } });
  return (
    <PlansLoader plans={plans}>
      {(planList) => (
        <Row gutter={[16, 16]}>
          {planList
            .filter((plan) => plan.price > 0)
            .map((plan) => (
              <Col key={plan._id} xs={24} md={12}>
                <PlanCard plan={plan} onChoose={choose} />
              </Col>
            ))}
        </Row>
      )}
    </PlansLoader>
  );
}
