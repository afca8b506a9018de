// The super admin's platform set-up for a candidate (issue 16): the four-step wizard of spec section 4.
export { UpdatePlatformWizard } from './components/UpdatePlatformWizard';
