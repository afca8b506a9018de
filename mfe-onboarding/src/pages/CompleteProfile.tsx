import { ProfileStep } from '../features/profile';

/** /complete, exposed as ./CompleteProfile. */
export default function CompleteProfile() {
  return <ProfileStep />;
}
