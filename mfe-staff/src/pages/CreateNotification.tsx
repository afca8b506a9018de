import { CreateNotificationForm } from '../features/notifications';

/** /create-notification (admin, super admin). */
export default function CreateNotification() {
  return <CreateNotificationForm />;
}
