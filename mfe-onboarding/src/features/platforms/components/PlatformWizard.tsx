import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStepInHistory } from '@portal/shared/ui';
import { Button, Flex, Result, Steps } from 'antd';
import { errorMessage, httpStatus } from '@portal/shared';
import { defaultPlatform, platformCredentialSchema, portalRequest, type Platform } from '@portal/shared/contracts';
import { registerPortal } from '../api/register-portal';
import { refreshSessionUser } from '@portal/shared/session-user';
import { AccountConsent } from './AccountConsent';
import { AccountQuestion } from './AccountQuestion';
import { ConfirmPlatforms } from './ConfirmPlatforms';
import { LoginDetails, type LoginDetail } from './LoginDetails';
import { PlatformChoice } from './PlatformChoice';
import { notify } from '../../../lib/notify';
import type { PlatformAllowance } from '../../../lib/platform-limit';
import { useBusyAction } from '../../../lib/use-busy-action';
import { messages } from '../../../texts';

type WizardStep = 'platforms' | 'account' | 'details' | 'confirm' | 'done';
const wizardSteps: readonly WizardStep[] = ['platforms', 'account', 'details', 'confirm', 'done'];
const stepTitles: Record<WizardStep, string> = {
  platforms: messages.wizardStepPlatforms,
  account: messages.wizardStepAccount,
  details: messages.wizardStepDetails,
  confirm: messages.wizardStepConfirm,
  done: messages.wizardStepDone,
};

/** A failed registration: the server's reason when it gave one, else the spec's texts (section 8). */
async function registrationFailure(error: unknown): Promise<string> {
  return httpStatus(error) !== null
    ? errorMessage(error, messages.portalRegistrationFailed)
    : messages.portalDetailsError;
}

/**
 * The 5-step platform wizard of /selectplatform (spec sections 2 and 5). 1 platforms (Indeed first, as many
 * as the plan allows), 2 an account already?, 3 login details or consent, 4 confirm, 5 done. Consent
 * without an account goes straight to the dashboard.
 */
export function PlatformWizard({ allowance }: { allowance: PlatformAllowance }) {
  const navigate = useNavigate();
  // The browser's Back and Forward move between the steps, keeping what was typed (the step is in the history).
  const [step, setStep] = useStepInHistory<WizardStep>('platformStep', 'platforms');
  const [chosen, setChosen] = useState<Platform[]>([defaultPlatform]);
  const [hadAnAccount, setHadAnAccount] = useState<boolean | null>(null);
  const [details, setDetails] = useState<Partial<Record<Platform, LoginDetail>>>({});
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<string>();
  // Platforms already saved, so a retry after a failure sends only the rest.
  const [registered, setRegistered] = useState<Platform[]>([]);
  const { busy, run } = useBusyAction();

  const goTo = (next: WizardStep) => {
    setProblem(undefined);
    setStep(next);
  };

  function choosePlatforms(next: Platform[]) {
    if ('limit' in allowance && next.length > allowance.limit) {
      setProblem(allowance.tooMany);
      return;
    }
    setProblem(undefined);
    setChosen(next);
  }

  /** Sends every chosen platform not yet saved; true when all are saved. */
  async function registerAll(): Promise<boolean> {
    for (const platform of chosen) {
      if (registered.includes(platform)) continue;
      const detail = details[platform];
      const payload = portalRequest.safeParse({
        name: platform,
        hadAnAccount,
        agreed: !hadAnAccount && agreed,
        credential: hadAnAccount && detail ? { ...detail, platform } : null,
      });
      if (!payload.success) {
        setProblem(payload.error.issues[0]?.message);
        return false;
      }
      try {
        await registerPortal(payload.data);
        setRegistered((current) => [...current, platform]);
      } catch (error) {
        const message = await registrationFailure(error);
        setProblem(message);
        notify('error', message);
        return false;
      }
    }
    try {
      await refreshSessionUser();
    } catch {
      // The platforms are saved; the flags are read again at the next sign-in.
    }
    notify('success', messages.registrationSuccessful);
    return true;
  }

  async function next() {
    if (step === 'platforms') {
      if ('problem' in allowance) return setProblem(allowance.problem);
      if (chosen.length === 0) return setProblem(messages.choosePlatformRequired);
      return goTo('account');
    }
    if (step === 'account') {
      if (hadAnAccount === null) return setProblem(messages.accountAnswerRequired);
      return goTo('details');
    }
    if (step === 'details' && hadAnAccount) {
      // The first platform whose details are refused, with the contract's reason (missing, or too long).
      const refused = chosen
        .map((platform) => platformCredentialSchema.safeParse({ ...details[platform], platform }))
        .find((result) => !result.success);
      if (refused) return setProblem(refused.error?.issues[0]?.message ?? messages.loginRequired);
      return goTo('confirm');
    }
    if (step === 'details') {
      if (!agreed) return setProblem(messages.createAccountConsentRequired);
      return run(async () => {
        if (await registerAll()) navigate('/dashboard', { replace: true });
      });
    }
    if (step === 'confirm') {
      return run(async () => {
        if (await registerAll()) goTo('done');
      });
    }
  }

  const back = () => goTo(wizardSteps[Math.max(0, wizardSteps.indexOf(step) - 1)] ?? 'platforms');

  const nextLabel =
    step === 'confirm'
      ? messages.confirmLabel
      : step === 'details' && !hadAnAccount
        ? messages.agreeAndContinue
        : messages.nextLabel;

  return (
    <>
      <Steps
        size="small"
        titlePlacement="vertical"
        responsive={false}
        current={wizardSteps.indexOf(step)}
        items={wizardSteps.map((key) => ({ title: stepTitles[key] }))}
        style={{ marginBottom: 24 }}
        // Five titles side by side on a 360 px phone.
        styles={{ itemTitle: { fontSize: 12 } }}
        aria-label={messages.wizardProgress}
      />
      {step === 'done' ? (
        <Result
          status="success"
          title={messages.platformsSaved}
          extra={
            <Button type="primary" onClick={() => navigate('/dashboard', { replace: true })}>
              {messages.goToDashboard}
            </Button>
          }
        />
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void next();
          }}
        >
          {step === 'platforms' ? (
            <PlatformChoice chosen={chosen} problem={problem} onChange={choosePlatforms} />
          ) : null}
          {step === 'account' ? (
            <AccountQuestion
              chosen={chosen}
              hadAnAccount={hadAnAccount}
              problem={problem}
              onChange={(answer) => {
                setProblem(undefined);
                setHadAnAccount(answer);
              }}
            />
          ) : null}
          {step === 'details' && hadAnAccount ? (
            <LoginDetails
              chosen={chosen}
              details={details}
              problem={problem}
              onChange={(platform, detail) => setDetails((current) => ({ ...current, [platform]: detail }))}
            />
          ) : null}
          {step === 'details' && !hadAnAccount ? (
            <AccountConsent chosen={chosen} agreed={agreed} problem={problem} onChange={setAgreed} />
          ) : null}
          {step === 'confirm' ? <ConfirmPlatforms chosen={chosen} details={details} problem={problem} /> : null}
          <Flex gap={8} justify="space-between" wrap style={{ marginTop: 24 }}>
            <Button onClick={back} disabled={step === 'platforms' || busy}>
              {messages.back}
            </Button>
            <Button type="primary" htmlType="submit" disabled={busy} aria-busy={busy}>
              {busy ? messages.savingBusy : nextLabel}
            </Button>
          </Flex>
        </form>
      )}
    </>
  );
}
