import CompleteProfile from '../pages/CompleteProfile';
import ProfileSuccess from '../pages/ProfileSuccess';
import SelectPlatform from '../pages/SelectPlatform';
import Subscription from '../pages/Subscription';
import UploadDocuments from '../pages/UploadDocuments';
import { candidate } from '../testing/fixtures';
import { StoryFrame } from './story-frame';

const pages = {
  CompleteProfile: { path: '/complete', Page: CompleteProfile },
  UploadDocuments: { path: '/upload', Page: UploadDocuments },
  ProfileSuccess: { path: '/profile-success', Page: ProfileSuccess },
  Subscription: { path: '/subscription', Page: Subscription },
  SelectPlatform: { path: '/selectplatform', Page: SelectPlatform },
} as const;

type StepProps = { page: keyof typeof pages; plan: 'Free' | 'Silver' | 'Gold' | null; width: number };

/** One onboarding step after sign-up, at a given width (360 px is the smallest supported phone). */
function Step({ page, plan, width }: StepProps) {
  const { path, Page } = pages[page];
  return (
    <div style={{ width, margin: '0 auto', background: '#f5f5f5', minHeight: 640 }}>
      <StoryFrame user={candidate({ step2: true, step3: true, step4: plan !== null, subscription: plan })} path={path}>
        <Page />
      </StoryFrame>
    </div>
  );
}

// Typed by shape: this remote does not depend on Storybook's packages.
export default {
  title: 'Onboarding/Steps after sign-up',
  component: Step,
  args: { plan: 'Free', width: 1024 },
  argTypes: { page: { control: 'select', options: Object.keys(pages) }, width: { control: 'number' } },
};

export const Profile = { args: { page: 'CompleteProfile', plan: null } };
export const ProfileOnAPhone = { args: { page: 'CompleteProfile', plan: null, width: 360 } };
export const Documents = { args: { page: 'UploadDocuments', plan: null } };
export const PlanQuestion = { args: { page: 'ProfileSuccess', plan: null } };
export const Plans = { args: { page: 'Subscription', plan: null } };
export const PlansOnAPhone = { args: { page: 'Subscription', plan: null, width: 360 } };
export const PlatformWizardFree = { args: { page: 'SelectPlatform', plan: 'Free' } };
export const PlatformWizardSilver = { args: { page: 'SelectPlatform', plan: 'Silver' } };
export const PlatformWizardOnAPhone = { args: { page: 'SelectPlatform', plan: 'Free', width: 360 } };
