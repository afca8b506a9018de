import { Alert, Button } from 'antd';
import { messages } from '../texts';

/** A list or figures that could not be loaded: the server's refusal as it gave it, else 'Something went wrong.' with Retry. */
export function LoadFailure({ onRetry, refusal = null }: { onRetry: () => void; refusal?: string | null }) {
  if (refusal) return <Alert type="warning" showIcon title={refusal} />;
  return (
    <Alert
      type="warning"
      showIcon
      title={messages.somethingWentWrong}
      action={
        <Button size="small" onClick={onRetry}>
          {messages.retry}
        </Button>
      }
    />
  );
}
