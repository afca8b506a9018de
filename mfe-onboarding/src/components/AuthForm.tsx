import type { ReactNode } from 'react';
import { Form } from 'antd';

/**
 * The form of a sign-in loop screen. `noValidate`: the browser's own bubbles would hide the spec's
 * messages (section 5), which the page shows itself from the shared contracts.
 */
export function AuthForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <Form layout="vertical" requiredMark={false} noValidate onFinish={onSubmit}>
      {children}
    </Form>
  );
}
