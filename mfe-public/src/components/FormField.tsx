import { useId, type ReactNode } from 'react';
import type { FormStatus } from '../lib/use-contract-form';

/** Label, control, optional hint and the field's error, wired together for assistive technology. */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="site-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="site-field-hint">
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className="site-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A group of checkboxes or radios under one legend, with the group's error. */
export function ChoiceGroup({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset
      className="site-fieldset"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      <div className="site-options">{children(error ? errorId : undefined)}</div>
      {error ? (
        <p id={errorId} className="site-field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** What happened to the last submission: the confirmation or the server's error, announced when it changes. */
export function FormOutcome({ failure }: { failure: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {failure ? <p className="site-alert">{failure}</p> : null}
    </div>
  );
}

/** The end of a public form: why sending failed, if it did, and the submit button, busy while sending. */
export function FormSubmit({ status, label, busyLabel }: { status: FormStatus; label: string; busyLabel: string }) {
  const sending = status.kind === 'sending';
  return (
    <>
      <FormOutcome failure={status.kind === 'failed' ? status.message : null} />
      <button type="submit" className="site-button" disabled={sending}>
        {sending ? busyLabel : label}
      </button>
    </>
  );
}

/** What replaces a public form once the server took it: its confirmation, and a way to fill the form again. */
export function FormConfirmation({
  message,
  againLabel,
  onAgain,
}: {
  message: string;
  againLabel: string;
  onAgain: () => void;
}) {
  return (
    <div className="form-confirmation">
      <p className="site-alert site-alert--success" role="status">
        {message}
      </p>
      <button type="button" className="site-button site-button--secondary" onClick={onAgain}>
        {againLabel}
      </button>
    </div>
  );
}
