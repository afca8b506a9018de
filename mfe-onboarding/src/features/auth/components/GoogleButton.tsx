import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { errorMessage } from '@portal/shared';
import { googleSigninRequest } from '@portal/shared/contracts';
import { googleSignIn, useGoogleClientId } from '../api/auth';
import { notify } from '../../../lib/notify';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { messages } from '../../../texts';
import './google-button.css';

type GoogleButtonProps = {
  label: string;
  /** Google's own wording on its button: 'Sign in with Google' or 'Sign up with Google'. */
  mode: 'signin' | 'signup';
  rememberMe?: boolean;
};

/**
 * Google sign-in when the server has a client id: Google Identity Services is loaded only then, its
 * button hands over an ID token, the server checks it and answers like a normal sign-in. Without a
 * client id the button says Google sign-in is not configured instead of doing nothing. Plain markup (no antd),
 * so /login carries none.
 */
export function GoogleButton({ label, mode, rememberMe = false }: GoogleButtonProps) {
  const { clientId, loading } = useGoogleClientId();
  const finishSignIn = useFinishSignIn();

  if (!clientId) {
    return (
      <button
        type="button"
        className="google-button"
        disabled={loading}
        onClick={() => notify('info', messages.googleNotConfigured)}
      >
        {label}
      </button>
    );
  }

  async function signInWith(credential: string | undefined) {
    const parsed = googleSigninRequest.safeParse({ credential, rememberMe });
    if (!parsed.success) {
      notify('error', messages.googleTokenInvalid);
      return;
    }
    try {
      finishSignIn(await googleSignIn(parsed.data));
    } catch (error) {
      notify('error', await errorMessage(error, messages.googleTokenInvalid));
    }
  }

  return (
    <GoogleOAuthProvider
      clientId={clientId}
      locale="en-AU"
      onScriptLoadError={() => notify('error', messages.googleUnavailable)}
    >
      <div style={{ display: 'flex', justifyContent: 'center' }} aria-label={label} role="group">
        <GoogleLogin
          text={mode === 'signup' ? 'signup_with' : 'signin_with'}
          width={280}
          onSuccess={(response) => void signInWith(response.credential)}
          onError={() => notify('error', messages.googleTokenInvalid)}
        />
      </div>
    </GoogleOAuthProvider>
  );
}
