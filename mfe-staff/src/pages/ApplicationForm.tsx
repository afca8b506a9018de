import { ApplicationForm as SubmitApplication } from '../features/application-form';

/** /applicationform (admin, super admin): an application for the candidate in navigation state; exposed as ./ApplicationForm. */
export default function ApplicationForm() {
  return <SubmitApplication />;
}
