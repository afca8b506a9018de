import { useNavigate } from 'react-router-dom';
import { Alert, Button, Col, Row, Spin } from 'antd';
import type { SubscriptionPlan } from '@portal/shared/contracts';
import { PlanCard } from '@portal/shared/ui';
import { messages } from '../../../texts';
import { usePaidPlans } from '../api/plans';

/** Silver and Gold as plan cards; choosing one goes to /pricing with planName, price and planId (spec section 2). */
export function PlanChoice() {
  const navigate = useNavigate();
  const plans = usePaidPlans();
  const choose = (plan: SubscriptionPlan) =>
    navigate('/pricing', { state: { planName: plan.planName, price: plan.price, planId: plan._id } });
  if (plans.error)
    return (
      <Alert
        type="error"
        role="alert"
        title={messages.plansFetchFailed}
        action={<Button onClick={() => void plans.mutate()}>{messages.retry}</Button>}
      />
    );
  if (!plans.data) return <Spin aria-label={messages.loading} />;
  return (
    <Row gutter={[16, 16]}>
      {plans.data.map((plan) => (
        <Col key={plan._id} xs={24} md={12}>
          <PlanCard plan={plan} onChoose={choose} />
        </Col>
      ))}
    </Row>
  );
}
