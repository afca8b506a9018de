// The job platforms a candidate hands over to staff: the 5-step wizard, within the limit of the plan now.
export { PlatformWizard } from './components/PlatformWizard';
export { PlatformLimitLoader } from './components/PlatformLimitLoader';
export { usePlatformLimit } from './api/platform-limit';
