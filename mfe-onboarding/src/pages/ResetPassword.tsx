import { PasswordReset } from '../features/auth';

/** /reset-password, exposed as ./ResetPassword. */
export default function ResetPassword() {
  return <PasswordReset />;
}
