import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@portal/shared';
import {
  platformLimitMessage,
  platformSetupParams,
  platforms,
  type Platform,
  type PlatformSetup,
} from '@portal/shared/contracts';
import { displayName } from '@portal/shared/people';
import { sharedMessages } from '@portal/shared/texts';
import { Panel, useStepInHistory } from '@portal/shared/ui';
import { LoadFailure } from '../../../components/LoadFailure';
import { createAccountForUser } from '../api/create-account';
import { usePlatformSetup } from '../api/platform-setup';
import { refusalOf } from '../../../lib/refused-query';
import { platformSetupTexts as texts } from '../texts';
import '../../../components/staff-list.css';
import './wizard.css';

/** Spec section 9: the wizard's toasts close after 2000 ms. */
export const WIZARD_TOAST_MS = 2000;

type Toast = { kind: 'success' | 'error'; text: string; id: number };

/** The wizard's own toast (2000 ms, not the shell's longer one). */
function WizardToast({ toast, onDone }: { toast: Toast | null; onDone: () => void }) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDone, WIZARD_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, onDone]);
  return (
    <div className="platform-wizard__toast-region" role="status" aria-live="polite">
      {toast ? <p className={`platform-wizard__toast platform-wizard__toast--${toast.kind}`}>{toast.text}</p> : null}
    </div>
  );
}

/**
 * /updateplatform/{candidateId} (spec section 4), for the candidate the server names: the wizard once the candidate
 * and their plan's platform limit are in; a refused candidate (unknown, or not the admin's) gets the server's answer
 * instead, without Retry.
 */
export function UpdatePlatformWizard({ candidateId }: { candidateId: string }) {
  const navigate = useNavigate();
  // An address whose candidate is no id at all names no one: it is said so, as for an unknown one, without asking.
  const namesNoOne = !platformSetupParams.safeParse({ candidateId }).success;
  const setup = usePlatformSetup(namesNoOne ? null : candidateId);
  if (setup.data) return <PlatformSteps candidateId={candidateId} setup={setup.data} />;
  const refusal = namesNoOne ? sharedMessages.userNotFound : refusalOf(setup.error);
  return (
    <Panel title={texts.title}>
      {refusal ? (
        <>
          <p role="alert" className="platform-wizard__problem">
            {refusal}
          </p>
          <div className="staff-list__actions">
            <button type="button" className="staff-list__button" onClick={() => navigate('/subscribers')}>
              {texts.close}
            </button>
          </div>
        </>
      ) : setup.error ? (
        <LoadFailure onRetry={() => void setup.mutate()} />
      ) : (
        <p role="status">{texts.loading}</p>
      )}
    </Panel>
  );
}

/**
 * The four steps: 1 choose platforms (the first chosen is the working one; the candidate's current platforms are
 * marked 'already set up' and count against the plan's platform limit, as the server counts them: a current one
 * chosen again gets the new login, a tick of a new one past the limit is refused with the limit's text, as in the
 * candidate's own wizard, and a candidate already at it is told at once that only their current ones can be set up
 * again), 2 login details, 3 confirm (Edit goes back one step, Continue submits), 4 success, shown only after the
 * account-creation call succeeded.
 */
function PlatformSteps({ candidateId, setup }: { candidateId: string; setup: PlatformSetup }) {
  const navigate = useNavigate();
  // The browser's Back and Forward move between the steps, keeping what was typed (the step is in the history).
  const [step, setStep] = useStepInHistory<1 | 2 | 3 | 4>('platformSetupStep', 1);
  const [chosen, setChosen] = useState<Platform[]>([]);
  const [login, setLogin] = useState({ email: '', password: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [choiceProblem, setChoiceProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [toast, setToast] = useState<Toast | null>(null);
  const working = chosen[0];
  const { limit, currentPlatforms } = setup;
  const name = displayName(setup.candidate);
  // The server counts the candidate's current platforms against the limit (one chosen again is updated, not added),
  // so step 1 does too.
  const isCurrent = (platform: Platform) => currentPlatforms.includes(platform);
  const held = currentPlatforms.length + chosen.filter((platform) => !isCurrent(platform)).length;
  const full = limit !== null && currentPlatforms.length >= limit.platformLimit;
  // No plan chosen: the server would refuse any platform ('Please select a plan.'), so step 1 says so at once.
  const choiceBlocked = limit ? null : sharedMessages.selectPlan;
  // At the limit: no new platform, which step 1 says at once; the current ones can still be given a new login.
  const fullNotice =
    limit && full
      ? `${platformLimitMessage(limit.planName, limit.platformLimit)} ${texts.noMorePlatforms(name, currentPlatforms.join(', '))}`
      : null;

  const toggle = (platform: Platform, on: boolean) => {
    if (on && limit && !isCurrent(platform) && held >= limit.platformLimit) {
      setChoiceProblem(platformLimitMessage(limit.planName, limit.platformLimit));
      return;
    }
    setChoiceProblem(null);
    setChosen((current) => (on ? [...current, platform] : current.filter((item) => item !== platform)));
  };
  const withinLimit = limit !== null && chosen.length > 0 && held <= limit.platformLimit;

  const toLogin = (event: FormEvent) => {
    event.preventDefault();
    if (withinLimit) setStep(2);
  };
  const toConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (!login.email.trim() || !login.password) {
      setProblem(sharedMessages.loginRequired);
      return;
    }
    setProblem(null);
    setStep(3);
  };
  const submit = async () => {
    if (!working) return;
    setBusy(true);
    setProblem(null);
    try {
      await createAccountForUser({
        user: candidateId,
        credential: { email: login.email.trim(), password: login.password, platform: working },
        platforms: chosen,
      });
      setToast({ kind: 'success', text: texts.created, id: Date.now() });
      setStep(4);
    } catch (error) {
      setToast({ kind: 'error', text: texts.failed, id: Date.now() });
      // The server's reason (e.g. the plan's platform limit) under the buttons, beside the spec's toast.
      setProblem(await errorMessage(error, texts.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={texts.title}>
      <WizardToast toast={toast} onDone={() => setToast(null)} />
      <p className="platform-wizard__for">{texts.forCandidate(name)}</p>
      <p className="platform-wizard__step">{texts.stepOf(step)}</p>
      {step === 1 ? (
        <form className="platform-wizard" onSubmit={toLogin} aria-label={texts.choosePlatforms}>
          <fieldset>
            <legend>{texts.choosePlatforms}</legend>
            <p>{texts.chooseHint}</p>
            {platforms.map((platform) => {
              return (
                <label key={platform} className="platform-wizard__choice">
                  <input
                    type="checkbox"
                    name="platform"
                    value={platform}
                    checked={chosen.includes(platform)}
                    onChange={(event) => toggle(platform, event.target.checked)}
                  />
                  {platform}
                  {isCurrent(platform) ? (
                    <span className="platform-wizard__current"> ({texts.alreadySetUp})</span>
                  ) : null}
                  {working === platform ? (
                    <span className="platform-wizard__working"> ({texts.workingPlatform})</span>
                  ) : null}
                </label>
              );
            })}
          </fieldset>
          {(choiceBlocked ?? choiceProblem ?? fullNotice) ? (
            <p role="alert" className="platform-wizard__problem">
              {choiceBlocked ?? choiceProblem ?? fullNotice}
            </p>
          ) : null}
          <div className="staff-list__actions">
            <button type="button" className="staff-list__button" onClick={() => navigate('/subscribers')}>
              {texts.close}
            </button>
            <button type="submit" className="staff-list__button staff-list__button--primary" disabled={!withinLimit}>
              {texts.continue}
            </button>
          </div>
        </form>
      ) : null}
      {step === 2 ? (
        <form className="platform-wizard" onSubmit={toConfirm} noValidate aria-label={texts.provideTitle}>
          <h3>{texts.provideTitle}</h3>
          <label>
            {texts.platform}
            <input value={working ?? ''} readOnly />
          </label>
          <label>
            {texts.emailOrUsername}
            <input
              name="email"
              autoComplete="off"
              value={login.email}
              onChange={(event) => setLogin({ ...login, email: event.target.value })}
            />
          </label>
          <label>
            {texts.password}
            <input
              name="password"
              type="password"
              autoComplete="new-password"
              value={login.password}
              onChange={(event) => setLogin({ ...login, password: event.target.value })}
            />
          </label>
          {problem ? (
            <p role="alert" className="platform-wizard__problem">
              {problem}
            </p>
          ) : null}
          <div className="staff-list__actions">
            <button type="button" className="staff-list__button" onClick={() => setStep(1)}>
              {texts.back}
            </button>
            <button type="submit" className="staff-list__button staff-list__button--primary">
              {texts.continue}
            </button>
          </div>
        </form>
      ) : null}
      {step === 3 ? (
        <section className="platform-wizard" aria-label={texts.confirmTitle}>
          <h3>{texts.confirmTitle}</h3>
          <dl className="platform-wizard__summary">
            <dt>{texts.platform}</dt>
            <dd>{working}</dd>
            {chosen.length > 1 ? (
              <>
                <dt>{texts.otherPlatforms}</dt>
                <dd>{chosen.slice(1).join(', ')}</dd>
              </>
            ) : null}
            <dt>{texts.emailOrUsername}</dt>
            <dd>{login.email.trim()}</dd>
            <dt>{texts.password}</dt>
            <dd>{'•'.repeat(Math.min(login.password.length, 12))}</dd>
          </dl>
          {problem ? (
            <p role="alert" className="platform-wizard__problem">
              {problem}
            </p>
          ) : null}
          <div className="staff-list__actions">
            <button type="button" className="staff-list__button" onClick={() => setStep(2)} disabled={busy}>
              {texts.edit}
            </button>
            <button
              type="button"
              className="staff-list__button staff-list__button--primary"
              onClick={() => void submit()}
              disabled={busy}
            >
              {busy ? texts.submitting : texts.continue}
            </button>
          </div>
        </section>
      ) : null}
      {step === 4 ? (
        <section className="platform-wizard platform-wizard__done" aria-label={texts.successTitle}>
          <h3>{texts.successTitle}</h3>
          <button
            type="button"
            className="staff-list__button staff-list__button--primary"
            onClick={() => navigate('/subscribers')}
          >
            {texts.continueToDashboard}
          </button>
        </section>
      ) : null}
    </Panel>
  );
}
