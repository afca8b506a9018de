import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, useSession } from '@portal/shared';
import { busyButton, Panel } from '@portal/shared/ui';
import { createAdmin } from '../api/admins';
import { adminTexts } from '../texts';
import '../../../components/staff-list.css';
import './create-admin.css';

export type AdminFields = { firstName: string; lastName: string; phoneNumber: string; email: string; role: string };
type FieldName = keyof AdminFields;

const empty: AdminFields = { firstName: '', lastName: '', phoneNumber: '', email: '', role: '' };
const fieldOrder: FieldName[] = ['firstName', 'lastName', 'phoneNumber', 'email', 'role'];

/** Spec section 5: every field required, '* Required field' when empty; no other format rule is shown. */
export function fieldErrors(fields: AdminFields): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  for (const name of fieldOrder) if (!fields[name].trim()) errors[name] = adminTexts.required;
  return errors;
}

/** The full-screen success of spec section 2, with Back to /admins. */
export function AdminCreated() {
  return (
    <div className="create-admin__success" role="status">
      <h2>{adminTexts.successTitle}</h2>
      <p>{adminTexts.successText}</p>
      <Link className="staff-list__button staff-list__button--primary" to="/admins">
        {adminTexts.back}
      </Link>
    </div>
  );
}

/** /adminform: Create Admin (spec sections 2, 5, 8). Errors are checked on each change and on submit. */
export function CreateAdminForm() {
  const notify = useSession((state) => state.notify);
  const [fields, setFields] = useState<AdminFields>(empty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState(false);
  const formId = useId();

  const change = (name: FieldName, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    setErrors((current) => ({ ...current, [name]: fieldErrors(next)[name] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(fields);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const message = await createAdmin({
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        phoneNumber: fields.phoneNumber.trim(),
        email: fields.email.trim(),
        role: 'admin',
      });
      notify('success', message || adminTexts.created);
      setCreated(true);
    } catch (problem) {
      notify('error', await errorMessage(problem, adminTexts.createFailed));
    } finally {
      setBusy(false);
    }
  };

  if (created) return <AdminCreated />;

  // The label is the field's name only; its error is its description (inside the label it was read twice).
  const field = (name: FieldName, label: string, control: (described: object) => ReactNode) => (
    <div className="create-admin__field">
      <label htmlFor={`${formId}-${name}`}>{label}</label>
      {control({
        id: `${formId}-${name}`,
        name,
        'aria-invalid': errors[name] ? true : undefined,
        'aria-describedby': errors[name] ? `${formId}-${name}-error` : undefined,
      })}
      {errors[name] ? (
        <span id={`${formId}-${name}-error`} className="create-admin__error">
          {errors[name]}
        </span>
      ) : null}
    </div>
  );
  const input = (name: Exclude<FieldName, 'role'>, label: string, type: string, autoComplete: string) =>
    field(name, label, (described) => (
      <input
        {...described}
        type={type}
        autoComplete={autoComplete}
        value={fields[name]}
        onChange={(event) => change(name, event.target.value)}
      />
    ));

  return (
    <Panel title={adminTexts.createTitle}>
      <form
        className="create-admin"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={adminTexts.createTitle}
      >
        {input('firstName', adminTexts.firstName, 'text', 'off')}
        {input('lastName', adminTexts.lastName, 'text', 'off')}
        {input('phoneNumber', adminTexts.phoneNumber, 'tel', 'off')}
        {input('email', adminTexts.emailAddress, 'email', 'off')}
        {field('role', adminTexts.role, (described) => (
          <select {...described} value={fields.role} onChange={(event) => change('role', event.target.value)}>
            <option value="">{adminTexts.pleaseSelect}</option>
            <option value="admin">{adminTexts.roleAdmin}</option>
          </select>
        ))}
        <button type="submit" className="staff-list__button staff-list__button--primary" {...busyButton(busy)}>
          {busy ? adminTexts.creating : adminTexts.createAdmin}
        </button>
      </form>
    </Panel>
  );
}
