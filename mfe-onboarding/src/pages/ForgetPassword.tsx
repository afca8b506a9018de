import { PasswordResetRequest } from '../features/auth';

/** /forgetpassword, exposed as ./ForgetPassword. */
export default function ForgetPassword() {
  return <PasswordResetRequest />;
}
