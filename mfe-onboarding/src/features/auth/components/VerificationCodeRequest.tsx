import { Link, useNavigate } from 'react-router-dom';
import { httpStatus } from '@portal/shared';
import { resendVerificationRequest } from '@portal/shared/contracts';
import { resendVerificationCode } from '../api/auth';
import { AuthCard } from '../../../components/AuthCard';
import { EmailForm } from './EmailForm';
import { notify } from '../../../lib/notify';
import { verifyEmailLocation } from '../utils/verify-email-location';
import { messages } from '../../../texts';

/** /resend-verification: a new code, then on to /verify-email with the address (spec sections 2, 5 and 8). */
export function VerificationCodeRequest() {
  const navigate = useNavigate();

  async function resend(payload: { email: string }) {
    try {
      await resendVerificationCode(payload);
      notify('success', messages.resendSent);
      const { to, state } = verifyEmailLocation(payload.email);
      navigate(to, { state });
    } catch (error) {
      notify('error', httpStatus(error) === 404 ? messages.resendEmailNotFound : messages.genericTryLater);
    }
  }

  return (
    <AuthCard title={messages.resendTitle} footer={<Link to="/login">{messages.backToLogin}</Link>}>
      <EmailForm
        request={resendVerificationRequest}
        submitLabel={messages.resendSubmit}
        busyLabel={messages.resendBusy}
        onSubmit={resend}
      />
    </AuthCard>
  );
}
