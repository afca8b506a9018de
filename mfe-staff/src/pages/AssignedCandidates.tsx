import { AssignedCandidates as AssignedCandidatesList } from '../features/assigned';

/** /assigned (admin), exposed as ./AssignedCandidates. */
export default function AssignedCandidates() {
  return <AssignedCandidatesList />;
}
