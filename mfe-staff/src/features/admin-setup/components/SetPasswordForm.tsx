import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, useSession } from '@portal/shared';
import { newPasswordSchema } from '@portal/shared/contracts';
import { checkSetupLink, setAdminPassword } from '../api/set-password';
import { adminSetupTexts as texts } from '../texts';
import './set-password.css';

/** After success the page goes to /login, as a password reset does (spec section 9: 2 seconds). */
const redirectDelayMs = 2000;

type LinkState =
  { kind: 'checking' } | { kind: 'ok'; email: string; firstName: string } | { kind: 'bad'; reason: string };

/** /set-password?token=…: a new admin chooses their password under the sign-up rule; a used or expired link says so. */
export function SetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const notify = useSession((state) => state.notify);
  const [link, setLink] = useState<LinkState>(
    token ? { kind: 'checking' } : { kind: 'bad', reason: texts.missingToken },
  );
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    checkSetupLink(token)
      .then((owner) => current && setLink({ kind: 'ok', ...owner }))
      .catch(async (error: unknown) => {
        const reason = await errorMessage(error, texts.failed);
        if (current) setLink({ kind: 'bad', reason });
      });
    return () => {
      current = false;
    };
  }, [token]);

  // Once the password is set, on to sign-in after a moment (not if the page was left before).
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login'), redirectDelayMs);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const check = (value: string) => {
    const parsed = newPasswordSchema.safeParse(value);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? texts.failed);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(password);
    setProblem(found);
    if (found || busy || done) return;
    setBusy(true);
    try {
      const message = await setAdminPassword(token, password);
      setDone(message);
      notify('success', message);
    } catch (error) {
      const reason = await errorMessage(error, texts.failed);
      setProblem(reason);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="set-password" aria-labelledby="set-password-title">
      <h1 id="set-password-title">{texts.title}</h1>
      {link.kind === 'checking' ? <p>{texts.checking}</p> : null}
      {link.kind === 'bad' ? (
        <>
          <p role="alert" className="set-password__problem">
            {link.reason}
          </p>
          <Link to="/login">{texts.goToLogin}</Link>
        </>
      ) : null}
      {link.kind === 'ok' ? (
        done ? (
          <>
            <p role="status">{done}</p>
            <Link to="/login">{texts.goToLogin}</Link>
          </>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)}>
            <p>{texts.greeting(link.firstName, link.email)}</p>
            <label htmlFor="set-password-input">{texts.password}</label>
            <div className="set-password__field">
              <input
                id="set-password-input"
                name="password"
                type={shown ? 'text' : 'password'}
                autoComplete="new-password"
                value={password}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'set-password-problem' : undefined}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setProblem(event.target.value ? check(event.target.value) : null);
                }}
              />
              <button
                type="button"
                onClick={() => setShown(!shown)}
                aria-label={shown ? texts.hidePassword : texts.showPassword}
              >
                {shown ? texts.hide : texts.show}
              </button>
            </div>
            {problem ? (
              <p id="set-password-problem" role="alert" className="set-password__problem">
                {problem}
              </p>
            ) : null}
            <button type="submit" className="set-password__submit" disabled={busy || !password}>
              {busy ? texts.busy : texts.submit}
            </button>
          </form>
        )
      ) : null}
    </section>
  );
}
