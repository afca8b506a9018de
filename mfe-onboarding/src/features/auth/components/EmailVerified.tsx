import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { useSession } from '@portal/shared';
import { AuthCard } from '../../../components/AuthCard';
import { messages } from '../../../texts';

/** /verified: Continue goes to /complete with a stored session, otherwise to /login (spec section 2). */
export function EmailVerified() {
  const navigate = useNavigate();
  const signedIn = useSession((state) => Boolean(state.token));
  return (
    <AuthCard title={messages.verifiedTitle} intro={messages.verifiedBody}>
      <Button type="primary" block onClick={() => navigate(signedIn ? '/complete' : '/login')}>
        {messages.continueLabel}
      </Button>
    </AuthCard>
  );
}
