import { Alert, Button } from 'antd';
import { messages } from '../texts';

export function LoadFailure({ onRetry }: { onRetry: () => void }) {
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
