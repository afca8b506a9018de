import { api, type MessageEnvelope } from '@portal/shared';
import {
  jobAlertExperienceLabels,
  jobAlertExperiences,
  jobAlertLocations,
  jobAlertSalaryRangeLabels,
  jobAlertSalaryRanges,
} from '@portal/shared/site';
import { ChoiceGroup, FormConfirmation, FormField, FormSubmit } from '../../../components/FormField';
import { useContractForm } from '../../../lib/use-contract-form';
import { jobAlertTexts } from '../job-alert-content';
import { messages } from '../../../texts';

const emptyJobAlert: { email: string; experience: string; locations: string[]; salaryRange: string } = {
  email: '',
  experience: '',
  locations: [],
  salaryRange: '',
};

/** The job-alerts sign-up: checked with the contract of POST /api/job-alerts; the server e-mails the link that subscribes. */
export function JobAlertForm() {
  const { values, errors, status, setValue, onSubmit, prepare, reset, formRef } = useContractForm({
    contract: () => import('@portal/shared/contracts').then((contracts) => contracts.jobAlertRequest),
    initialValues: emptyJobAlert,
    failureFallback: messages.jobAlertFailed,
    send: async (data) => {
      const body = await api().post('job-alerts', { json: data }).json<MessageEnvelope>();
      return body.message;
    },
  });

  if (status.kind === 'sent')
    return <FormConfirmation message={status.message} againLabel={jobAlertTexts.changeChoices} onAgain={reset} />;

  const toggleLocation = (location: string) =>
    setValue(
      'locations',
      values.locations.includes(location)
        ? values.locations.filter((chosen) => chosen !== location)
        : [...values.locations, location],
    );
  const sending = status.kind === 'sending';

  return (
    <form ref={formRef} className="site-form" noValidate onFocus={prepare} onSubmit={onSubmit} aria-busy={sending}>
      <FormField label={messages.emailLabel} error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => setValue('email', event.target.value)}
          />
        )}
      </FormField>
      <ChoiceGroup legend={jobAlertTexts.experienceLegend} error={errors.experience}>
        {(describedBy) =>
          jobAlertExperiences.map((experience) => (
            <label key={experience} className="site-option">
              <input
                type="radio"
                name="experience"
                value={experience}
                aria-describedby={describedBy}
                checked={values.experience === experience}
                onChange={() => setValue('experience', experience)}
              />
              {jobAlertExperienceLabels[experience]}
            </label>
          ))
        }
      </ChoiceGroup>
      <ChoiceGroup legend={jobAlertTexts.locationsLegend} error={errors.locations}>
        {(describedBy) =>
          jobAlertLocations.map((location) => (
            <label key={location} className="site-option">
              <input
                type="checkbox"
                name="locations"
                value={location}
                aria-describedby={describedBy}
                checked={values.locations.includes(location)}
                onChange={() => toggleLocation(location)}
              />
              {location}
            </label>
          ))
        }
      </ChoiceGroup>
      <ChoiceGroup legend={jobAlertTexts.salaryLegend} error={errors.salaryRange}>
        {(describedBy) =>
          jobAlertSalaryRanges.map((range) => (
            <label key={range} className="site-option">
              <input
                type="radio"
                name="salaryRange"
                value={range}
                aria-describedby={describedBy}
                checked={values.salaryRange === range}
                onChange={() => setValue('salaryRange', range)}
              />
              {jobAlertSalaryRangeLabels[range]}
            </label>
          ))
        }
      </ChoiceGroup>
      <FormSubmit status={status} label={jobAlertTexts.subscribe} busyLabel={jobAlertTexts.subscribing} />
    </form>
  );
}
