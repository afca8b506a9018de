import { Inbox } from '../features/notifications';

/** /notification: every role's inbox. */
export default function Notifications() {
  return <Inbox />;
}
