export { CreateNotificationForm } from './components/CreateNotificationForm';
