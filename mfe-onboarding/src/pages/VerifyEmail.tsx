import { EmailVerification } from '../features/auth';

/** /verify-email, exposed as ./VerifyEmail. */
export default function VerifyEmail() {
  return <EmailVerification />;
}
