// /assigned: the admin's candidates, the candidate profile modal, and Continue to /applicationform.
export { AssignedCandidates } from './components/AssignedCandidates';
