import { Button } from 'antd';

type SubmitButtonProps = { label: string; busyLabel: string; busy: boolean; disabled?: boolean };

/** The form's submit: reads 'Working…' and stays disabled while the call runs, so it cannot be sent twice. */
export function SubmitButton({ label, busyLabel, busy, disabled }: SubmitButtonProps) {
  return (
    <Button type="primary" htmlType="submit" block disabled={busy || disabled} aria-busy={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}
