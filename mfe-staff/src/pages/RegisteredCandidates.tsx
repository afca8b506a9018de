import { RegisteredCandidatesList } from '../features/registered-candidates';

/** /registered-candidates (super admin), exposed as ./RegisteredCandidates. */
export default function RegisteredCandidates() {
  return <RegisteredCandidatesList />;
}
