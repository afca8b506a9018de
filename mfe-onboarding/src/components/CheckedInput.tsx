import { Input } from 'antd';
import type { CheckedFields, FieldValue } from '../lib/use-checked-fields';
import { FormField } from './FormField';

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

type CheckedInputProps<V extends Record<string, FieldValue>> = {
  fields: CheckedFields<V>;
  name: TextKeys<V>;
  label: string;
  autoComplete: string;
  /** 'password' gives the show/hide toggle. */
  type?: 'text' | 'email' | 'password';
};

/** A text field of a `useCheckedFields` form: checked as the user types and when they leave it. */
export function CheckedInput<V extends Record<string, FieldValue>>({
  fields,
  name,
  label,
  autoComplete,
  type = 'text',
}: CheckedInputProps<V>) {
  const Control = type === 'password' ? Input.Password : Input;
  return (
    <FormField label={label} error={fields.errorOf(name)}>
      {(a11y) => (
        <Control
          {...a11y}
          type={type === 'password' ? undefined : type}
          autoComplete={autoComplete}
          value={fields.values[name] as string}
          onChange={(event) => fields.change(name, event.target.value as V[typeof name])}
          onBlur={() => fields.touch(name)}
        />
      )}
    </FormField>
  );
}
