import { AuthCard } from '../components/AuthCard';
import { platformAllowance } from '../lib/platform-limit';
import { PlatformLimitLoader, PlatformWizard, usePlatformLimit } from '../features/platforms';
import { messages } from '../texts';

/** /selectplatform, exposed as ./SelectPlatform: the platform wizard, within the limit of the candidate's plan now. */
export default function SelectPlatform() {
  const limit = usePlatformLimit();
  return (
    <AuthCard title={messages.selectPlatformTitle}>
      <PlatformLimitLoader limit={limit}>
        {(planLimit) => <PlatformWizard allowance={platformAllowance(planLimit)} />}
      </PlatformLimitLoader>
    </AuthCard>
  );
}
