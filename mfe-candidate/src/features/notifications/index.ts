export { Inbox } from './components/Inbox';
