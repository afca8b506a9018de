import { useId, type ReactNode } from 'react';
import { Form } from 'antd';

/** What the control inside a field needs so its label and its message are announced with it. */
export type FieldA11y = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

type FormFieldProps = {
  label: ReactNode;
  error?: string;
  required?: boolean;
  children: (a11y: FieldA11y) => ReactNode;
};

/** A labelled form row whose message (spec section 5) is tied to its control. */
export function FormField({ label, error, required, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorId}>{error}</span> : undefined}
    >
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
    </Form.Item>
  );
}
