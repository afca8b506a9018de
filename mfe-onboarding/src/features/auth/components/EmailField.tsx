import { Input } from 'antd';
import { FormField } from '../../../components/FormField';
import { messages } from '../../../texts';

type EmailFieldProps = { value: string; error?: string; onChange: (email: string) => void };

/** The e-mail row of /login, /verify-email, /resend-verification and /forgetpassword. */
export function EmailField({ value, error, onChange }: EmailFieldProps) {
  return (
    <FormField label={messages.emailLabel} error={error}>
      {(a11y) => (
        <Input
          {...a11y}
          type="email"
          autoComplete="email"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
