import { Button } from 'antd';
import { messages } from '@portal/shared';
import { notify } from '../lib/notify';

/** Google sign-in is not wired yet (spec section 1 shows no behaviour); the click says so instead of doing nothing. */
export function GoogleButton({ label }: { label: string }) {
  return (
    <Button block onClick={() => notify('info', messages.googleNotConfigured)}>
      {label}
    </Button>
  );
}
