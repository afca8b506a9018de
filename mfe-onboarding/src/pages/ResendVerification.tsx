import { VerificationCodeRequest } from '../features/auth';

/** /resend-verification, exposed as ./ResendVerification. */
export default function ResendVerification() {
  return <VerificationCodeRequest />;
}
