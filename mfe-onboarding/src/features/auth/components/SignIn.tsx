import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@portal/shared';
import { signinRequest } from '@portal/shared/contracts';
import { signIn } from '../api/auth';
import { GoogleButton } from './GoogleButton';
import { notify } from '../../../lib/notify';
import { useBusyAction } from '../../../lib/use-busy-action';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { messages } from '../../../texts';
import './sign-in.css';

/**
 * /login: on success the first incomplete onboarding step decides where to go (spec sections 2, 4, 5 and 8).
 * Plain markup and CSS, no antd: the page every returning user opens first is pre-rendered and light, and it
 * looks like the antd screens of the sign-in loop (the same theme colours).
 */
export function SignIn() {
  const finishSignIn = useFinishSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordShown, setPasswordShown] = useState(false);
  const [rememberMe, setRememberMe] = useState(false);
  const [missing, setMissing] = useState(false);
  const { busy, run } = useBusyAction();
  const id = useId();

  async function submit() {
    const parsed = signinRequest.safeParse({ email, password, rememberMe });
    setMissing(!parsed.success);
    if (!parsed.success) return;
    await run(async () => {
      try {
        finishSignIn(await signIn(parsed.data));
      } catch (error) {
        notify('error', await errorMessage(error, messages.somethingWentWrong));
      }
    });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="signin">
      <div className="signin__card">
        <h1 id={`${id}-title`} className="signin__title">
          {messages.loginTitle}
        </h1>
        {/* noValidate: the browser's own bubbles would hide the spec's message (section 5), shown below instead. */}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {missing ? (
            <p role="alert" className="signin__alert">
              {messages.loginRequired}
            </p>
          ) : null}
          <div className="signin__field">
            <label htmlFor={`${id}-email`}>{messages.emailLabel}</label>
            <input
              id={`${id}-email`}
              className="signin__input"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="signin__field">
            <label htmlFor={`${id}-password`}>{messages.passwordLabel}</label>
            <div className="signin__password">
              <input
                id={`${id}-password`}
                className="signin__input"
                type={passwordShown ? 'text' : 'password'}
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <button
                type="button"
                className="signin__reveal"
                aria-controls={`${id}-password`}
                aria-pressed={passwordShown}
                onClick={() => setPasswordShown((shown) => !shown)}
              >
                {passwordShown ? messages.hidePassword : messages.showPassword}
              </button>
            </div>
          </div>
          <div className="signin__row">
            <label className="signin__check">
              <input
                type="checkbox"
                name="rememberMe"
                checked={rememberMe}
                onChange={(event) => setRememberMe(event.target.checked)}
              />
              {messages.rememberMe}
            </label>
            <Link to="/forgetpassword">{messages.forgotPasswordLink}</Link>
          </div>
          <button type="submit" className="signin__submit" disabled={busy} aria-busy={busy}>
            {busy ? messages.signInBusy : messages.loginSubmit}
          </button>
        </form>
        <hr className="signin__divider" />
        <GoogleButton label={messages.googleSignIn} mode="signin" rememberMe={rememberMe} />
        <div className="signin__links">
          <span>
            {messages.noAccount} <Link to="/register">{messages.signUpLink}</Link>
          </span>
          <Link to="/resend-verification">{messages.needVerificationCode}</Link>
        </div>
      </div>
    </section>
  );
}
