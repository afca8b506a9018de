// Onboarding step 3: the CV and the cover letter.
export { DocumentsStep } from './components/DocumentsStep';
