import { EmailVerified } from '../features/auth';

/** /verified, exposed as ./Verified. */
export default function Verified() {
  return <EmailVerified />;
}
