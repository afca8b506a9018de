// The job platforms a candidate hands over to staff: the 5-step wizard.
export { PlatformWizard } from './components/PlatformWizard';
