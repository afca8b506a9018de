// The super admin's registered candidates (issue 16): verified candidates with search, filters and pages.
export { RegisteredCandidatesList } from './components/RegisteredCandidatesList';
