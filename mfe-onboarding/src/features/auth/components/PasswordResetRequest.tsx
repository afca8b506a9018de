import { Link } from 'react-router-dom';
import { errorMessage } from '@portal/shared';
import { forgetPasswordRequest } from '@portal/shared/contracts';
import { forgetPassword } from '../api/auth';
import { AuthCard } from '../../../components/AuthCard';
import { EmailForm } from './EmailForm';
import { notify } from '../../../lib/notify';
import { messages } from '../../../texts';

/** /forgetpassword: mails a link to /reset-password (spec sections 2 and 8). */
export function PasswordResetRequest() {
  async function sendResetLink(payload: { email: string }) {
    try {
      await forgetPassword(payload);
      notify('success', messages.resetEmailSent);
    } catch (error) {
      notify('error', await errorMessage(error, messages.somethingWentWrong));
    }
  }

  return (
    <AuthCard
      title={messages.forgetTitle}
      intro={messages.forgetIntro}
      footer={<Link to="/login">{messages.backToLogin}</Link>}
    >
      <EmailForm
        request={forgetPasswordRequest}
        submitLabel={messages.sendResetLink}
        busyLabel={messages.sendResetLinkBusy}
        onSubmit={sendResetLink}
      />
    </AuthCard>
  );
}
