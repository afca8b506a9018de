import { PlanQuestion } from '../features/subscription';

/** /profile-success, exposed as ./ProfileSuccess. */
export default function ProfileSuccess() {
  return <PlanQuestion />;
}
