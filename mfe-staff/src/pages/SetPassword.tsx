import { SetPasswordForm } from '../features/admin-setup';

/** /set-password?token=… (public): a new admin chooses their password, exposed as ./SetPassword. */
export default function SetPassword() {
  return <SetPasswordForm />;
}
