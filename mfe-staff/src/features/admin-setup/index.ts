// A new admin's password set-up from the e-mailed link (issue 16).
export { SetPasswordForm } from './components/SetPasswordForm';
