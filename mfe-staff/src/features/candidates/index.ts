// Candidates as staff see them: the users call (an admin gets only the candidates assigned to them) and its panels.
export { CandidatesOverview } from './components/CandidatesOverview';
