import { useSession } from '@portal/shared';
import { AuthCard } from '../components/AuthCard';
import { platformAllowance } from '../lib/platform-limit';
import { PlatformWizard } from '../features/platforms';
import { PlansLoader, useSubscriptionPlans } from '../features/subscription';
import { messages } from '../texts';

/** /selectplatform, exposed as ./SelectPlatform: the platform wizard, within the limit of the candidate's plan. */
export default function SelectPlatform() {
  const planName = useSession((state) => state.user?.subscription ?? null);
  const plans = useSubscriptionPlans();
  return (
    <AuthCard title={messages.selectPlatformTitle}>
      <PlansLoader plans={plans}>
        {(planList) => <PlatformWizard allowance={platformAllowance(planName, planList)} />}
      </PlansLoader>
    </AuthCard>
  );
}
