import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Checkbox, Input, Radio } from 'antd';
import { errorMessage, sessionStore, useSession } from '@portal/shared';
import { experienceLevels, updateProfileRequest, workStates } from '@portal/shared/contracts';
import { updateProfile } from '../api/update-profile';
import { AuthCard } from '../../../components/AuthCard';
import { AuthForm } from '../../../components/AuthForm';
import { FormField } from '../../../components/FormField';
import { PhoneField, phoneNumberOf, phoneValueOf, type PhoneValue } from './PhoneField';
import { SubmitButton } from '../../../components/SubmitButton';
import { notify } from '../../../lib/notify';
import { useBusyAction } from '../../../lib/use-busy-action';
import { messages } from '../../../texts';

type ProfileForm = {
  phone: PhoneValue;
  address: string;
  workState: string[];
  jobTitle: string;
  experienceLevel: string;
};

/** Field of the form each contract field is shown under. */
const fieldOf: Record<string, keyof ProfileForm> = {
  phoneNumber: 'phone',
  address: 'address',
  workState: 'workState',
  jobTitle: 'jobTitle',
  experienceLevel: 'experienceLevel',
};

/** /complete: onboarding step 2 of 4, the candidate's profile (spec sections 2, 5 and 8). */
export function ProfileStep() {
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  // Coming back to this step shows what was saved before.
  const [form, setForm] = useState<ProfileForm>(() => ({
    phone: phoneValueOf(user?.phoneNumber),
    address: user?.address ?? '',
    workState: user?.workState ?? [],
    jobTitle: user?.jobTitle.join(', ') ?? '',
    experienceLevel: user?.experienceLevel ?? '',
  }));
  const [missing, setMissing] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof ProfileForm, string>>>({});
  const { busy, run } = useBusyAction();

  const change = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setFieldErrors((current) => ({ ...current, [key]: undefined }));
  };

  async function submit() {
    const parsed = updateProfileRequest.safeParse({
      phoneNumber: phoneNumberOf(form.phone),
      address: form.address,
      workState: form.workState,
      jobTitle: form.jobTitle,
      experienceLevel: form.experienceLevel || undefined,
    });
    if (!parsed.success) {
      // Empty fields share one alert (section 5); a field that is filled but wrong says so under it.
      const errors: Partial<Record<keyof ProfileForm, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOf[String(issue.path[0])];
        if (field && issue.message !== messages.requiredFields) errors[field] ??= issue.message;
      }
      setMissing(parsed.error.issues.some((issue) => issue.message === messages.requiredFields));
      setFieldErrors(errors);
      return;
    }
    setMissing(false);
    if (!sessionStore.getState().token) {
      notify('error', messages.notAuthenticated);
      navigate('/login', { replace: true });
      return;
    }
    await run(async () => {
      try {
        await updateProfile(parsed.data);
        notify('success', messages.profileUpdated);
        navigate('/upload');
      } catch (error) {
        notify('error', await errorMessage(error, messages.profileUpdateFailed));
      }
    });
  }

  const invalidIfMissing = (empty: boolean) => missing && empty;

  return (
    <AuthCard title={messages.completeTitle} step={2}>
      <AuthForm onSubmit={submit}>
        {missing ? (
          <Alert type="error" role="alert" title={messages.requiredFields} style={{ marginBottom: 16 }} />
        ) : null}
        <FormField label={messages.phoneLabel} error={fieldErrors.phone} required>
          {(a11y) => (
            <PhoneField
              a11y={{ ...a11y, 'aria-invalid': a11y['aria-invalid'] || invalidIfMissing(!form.phone.national) }}
              value={form.phone}
              onChange={(phone) => change('phone', phone)}
            />
          )}
        </FormField>
        <FormField label={messages.addressLabel} error={fieldErrors.address} required>
          {(a11y) => (
            <Input
              {...a11y}
              aria-invalid={a11y['aria-invalid'] || invalidIfMissing(!form.address.trim())}
              autoComplete="street-address"
              value={form.address}
              onChange={(event) => change('address', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={messages.workStatesLabel} error={fieldErrors.workState} required>
          {(a11y) => (
            <div
              role="group"
              aria-labelledby={`${a11y.id}-label`}
              aria-describedby={a11y['aria-describedby']}
              aria-invalid={a11y['aria-invalid'] || invalidIfMissing(form.workState.length === 0)}
            >
              <span id={`${a11y.id}-label`} hidden>
                {messages.workStatesLabel}
              </span>
              <Checkbox.Group
                value={form.workState}
                onChange={(states) => change('workState', states)}
                options={workStates.map((state) => ({ label: state, value: state }))}
                style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 4 }}
              />
            </div>
          )}
        </FormField>
        <FormField label={messages.jobTitleLabel} error={fieldErrors.jobTitle} required>
          {(a11y) => (
            <Input
              {...a11y}
              aria-invalid={a11y['aria-invalid'] || invalidIfMissing(!form.jobTitle.trim())}
              autoComplete="organization-title"
              value={form.jobTitle}
              onChange={(event) => change('jobTitle', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={messages.experienceLevelLabel} error={fieldErrors.experienceLevel} required>
          {(a11y) => (
            <div
              role="radiogroup"
              aria-labelledby={`${a11y.id}-label`}
              aria-invalid={a11y['aria-invalid'] || invalidIfMissing(!form.experienceLevel)}
            >
              <span id={`${a11y.id}-label`} hidden>
                {messages.experienceLevelLabel}
              </span>
              <Radio.Group
                value={form.experienceLevel}
                onChange={(event) => change('experienceLevel', String(event.target.value))}
                options={experienceLevels.map((level) => ({ label: level, value: level }))}
              />
            </div>
          )}
        </FormField>
        <SubmitButton label={messages.completeSubmit} busyLabel={messages.savingBusy} busy={busy} />
      </AuthForm>
    </AuthCard>
  );
}
