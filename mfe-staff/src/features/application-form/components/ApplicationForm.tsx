import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { message as toast } from 'antd';
import { errorMessage } from '@portal/shared';
import { applicationTypes, jobTypes, type CreateApplicationRequest } from '@portal/shared/contracts';
import { applicationDateFloor, applicationTextLimits, isBeforeApplicationDateFloor } from '@portal/shared/limits';
import { displayName } from '@portal/shared/people';
import { Panel } from '@portal/shared/ui';
import { openDocumentInNewTab } from '@portal/shared/ui/candidate-profile';
import { fillMessage } from '@portal/shared/texts';
import { isApplicationFormState } from '../../../lib/application-form-state';
import { messages } from '../../../texts';
import { useRecordApplication } from '../api/record-application';
import '../../../components/staff-link.css';
import './application-form.css';

type Fields = {
  company: string;
  location: string;
  title: string;
  description: string;
  appliedDate: string;
  level: string;
  duration: string;
  salary: string;
  type: string;
  applicationType: string;
};
const emptyFields: Fields = {
  company: '',
  location: '',
  title: '',
  description: '',
  appliedDate: '',
  level: '',
  duration: '',
  salary: '',
  type: '',
  applicationType: '',
};
const textFields: { name: keyof Fields; label: string; kind?: 'textarea' | 'date' }[] = [
  { name: 'company', label: messages.companyName },
  { name: 'location', label: messages.location },
  { name: 'title', label: messages.jobTitleField },
  { name: 'description', label: messages.jobDescription, kind: 'textarea' },
  { name: 'appliedDate', label: messages.applicationDateField, kind: 'date' },
  { name: 'level', label: messages.jobLevel },
  { name: 'duration', label: messages.duration },
  { name: 'salary', label: messages.salary },
];
const choiceFields: { name: keyof Fields; label: string; options: readonly string[] }[] = [
  { name: 'type', label: messages.jobType, options: jobTypes },
  { name: 'applicationType', label: messages.applicationTypeField, options: applicationTypes },
];

/** Today as the date input writes it, in the browser's time zone. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** What is wrong with a field's value, as the server would say it; undefined when nothing is. */
const fieldError = (name: keyof Fields, value: string) => {
  if (!value.trim()) return messages.fieldRequired;
  if (name === 'appliedDate' && isBeforeApplicationDateFloor(value)) return messages.applicationDateTooEarly;
  // Days as the date input writes them (YYYY-MM-DD) compare as text; a later day than today is refused by the server.
  if (name === 'appliedDate' && value > today()) return messages.applicationDateInFuture;
  return undefined;
};

/** A field's message under it, which the field names as its description. */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <span id={`${id}-error`} className="application-form__field-error">
      {error}
    </span>
  ) : null;
}

/**
 * /applicationform (spec sections 2, 5, 8): every field required, the candidate's resume with View Resume, 'User ID
 * is missing' without a candidate; on success the 'Submitted successfully' page with Back to Dashboard (to /assigned)
 * and an empty form; on failure the toast and the reason inline in red (the quota message names plan and limit).
 */
export function ApplicationForm() {
  const location = useLocation();
  const state = isApplicationFormState(location.state) ? location.state : null;
  const recordApplication = useRecordApplication();
  const [fields, setFields] = useState<Fields>({ ...emptyFields, appliedDate: today() });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // The success panel comes above the form, out of sight of the Submit just pressed: focus (and the view) go to it.
  const submittedHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!submitted) return;
    submittedHeading.current?.focus();
    submittedHeading.current?.scrollIntoView?.({ block: 'start' });
  }, [submitted]);
  const [toasts, toastHolder] = toast.useMessage();
  const formId = useId();
  const candidate = state?.candidate;
  const resume = candidate?.userDocuments.find((document) => document.category === 'Resume/CV');
  const portal = candidate?.userPortals.find((candidatePortal) => candidatePortal.name === state?.platform);

  const set = (name: keyof Fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: fieldError(name, value) }));
  };
  /** What every field's control carries: its value, required, its error as its description while it has one. */
  const control = (name: keyof Fields) => {
    const id = `${formId}-${name}`;
    const error = errors[name];
    return {
      id,
      name,
      value: fields[name],
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSubmitted(false);
    if (!candidate || !portal) return setFailure(messages.userIdMissing);
    const refused = Object.fromEntries(
      (Object.keys(fields) as (keyof Fields)[])
        .map((name) => [name, fieldError(name, fields[name])] as const)
        .filter(([, error]) => error),
    );
    setErrors(refused);
    const firstRefused = (Object.keys(fields) as (keyof Fields)[]).find((name) => refused[name]);
    if (firstRefused) {
      // The first field to mend takes the focus, so its label and its message are read out (and it comes into view).
      document.getElementById(`${formId}-${firstRefused}`)?.focus();
      if (!resume) setFailure(messages.noResumeAvailable);
      return;
    }
    if (!resume) return setFailure(messages.noResumeAvailable);
    const payload: CreateApplicationRequest = {
      user: candidate.user._id,
      portalName: portal.name,
      status: 'applied',
      company: fields.company,
      description: fields.description,
      location: fields.location,
      title: fields.title,
      resume: resume._id,
      platform: portal._id,
      details: {
        appliedDate: fields.appliedDate,
        level: fields.level,
        duration: fields.duration,
        salary: fields.salary,
        type: fields.type as CreateApplicationRequest['details']['type'],
        applicationType: fields.applicationType as CreateApplicationRequest['details']['applicationType'],
      },
    };
    setBusy(true);
    try {
      await recordApplication(payload);
      void toasts.success(messages.applicationSubmitted);
      setFields({ ...emptyFields, appliedDate: today() });
      setErrors({});
      setSubmitted(true);
    } catch (error) {
      const reason = await errorMessage(error, '');
      void toasts.error(messages.applicationFailed);
      setFailure(reason ? `${messages.applicationFailed} ${reason}` : messages.applicationFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="application-form" data-testid="application-form">
      {toastHolder}
      {submitted ? (
        <Panel>
          <div className="application-form__success" role="status" data-testid="application-submitted">
            <h2 ref={submittedHeading} tabIndex={-1}>
              {messages.submittedTitle}
            </h2>
            <p>{messages.submittedText}</p>
            <Link className="application-form__button" to="/assigned">
              {messages.backToDashboard}
            </Link>
          </div>
        </Panel>
      ) : null}
      <h2 className="application-form__title">{messages.submitApplication}</h2>
      {candidate && portal && state ? (
        <>
          <p className="application-form__for">
            {fillMessage(messages.applicationFor, { name: displayName(candidate.user), platform: state.platform })}
          </p>
          <Panel>
            <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="application-form__grid">
              {textFields.map(({ name, label, kind }) => {
                const common = control(name);
                return (
                  <div key={name} className={kind === 'textarea' ? 'application-form__field--wide' : undefined}>
                    <label htmlFor={common.id}>{label}</label>
                    {kind === 'textarea' ? (
                      <textarea rows={5} maxLength={applicationTextLimits.description} {...common} />
                    ) : (
                      <input
                        type={kind === 'date' ? 'date' : 'text'}
                        min={kind === 'date' ? applicationDateFloor.day : undefined}
                        max={kind === 'date' ? today() : undefined}
                        maxLength={kind === 'date' ? undefined : applicationTextLimits.field}
                        {...common}
                      />
                    )}
                    <FieldError id={common.id} error={errors[name]} />
                  </div>
                );
              })}
              {choiceFields.map(({ name, label, options }) => {
                const common = control(name);
                return (
                  <div key={name}>
                    <label htmlFor={common.id}>{label}</label>
                    <select {...common}>
                      <option value="">{messages.selectOption}</option>
                      {options.map((option) => (
                        <option key={option} value={option}>
                          {option}
                        </option>
                      ))}
                    </select>
                    <FieldError id={common.id} error={errors[name]} />
                  </div>
                );
              })}
              <section className="application-form__field--wide application-form__resume" aria-label={messages.resume}>
                <h3>{messages.resume}</h3>
                {resume ? (
                  <p>
                    <span className="application-form__resume-title">{resume.title}</span>{' '}
                    <a
                      className="staff-link"
                      href={resume.uri}
                      target="_blank"
                      rel="noopener"
                      onClick={(event) => {
                        // The file needs the session's bearer token, so the page fetches it for the new tab.
                        event.preventDefault();
                        void openDocumentInNewTab(resume.uri, resume.type).catch((error: unknown) =>
                          console.error('The resume could not be opened.', error),
                        );
                      }}
                    >
                      {messages.viewResume}
                    </a>
                  </p>
                ) : (
                  <p>{messages.noResumeAvailable}</p>
                )}
              </section>
              {failure ? (
                <p className="application-form__error application-form__field--wide" role="alert">
                  {failure}
                </p>
              ) : null}
              <div className="application-form__field--wide">
                <button type="submit" className="application-form__button" disabled={busy}>
                  {busy ? messages.submitting : messages.submit}
                </button>
              </div>
            </form>
          </Panel>
        </>
      ) : (
        // No candidate came with the page (opened by its address, or reloaded): nothing to fill in for nobody.
        <Panel>
          <div className="application-form__missing">
            <p className="application-form__error" role="alert">
              {messages.userIdMissing}
            </p>
            <Link className="application-form__button" to="/assigned">
              {messages.backToDashboard}
            </Link>
          </div>
        </Panel>
      )}
    </div>
  );
}
