// /applicationform: an application recorded for the candidate passed in navigation state.
export { ApplicationForm } from './components/ApplicationForm';
