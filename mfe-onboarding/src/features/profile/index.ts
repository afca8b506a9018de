// Onboarding step 2: the candidate's profile.
export { ProfileStep } from './components/ProfileStep';
