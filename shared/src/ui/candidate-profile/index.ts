// Build-time entry `@portal/shared/ui/candidate-profile`: the candidate profile modal every staff page opens (antd,
// so an entry of its own like `@portal/shared/ui/application-detail`; `@portal/shared/ui` stays free of antd).
export { CandidateProfileModal } from './CandidateProfileModal';
export type { CandidatePageType, CandidateProfileModalProps } from './CandidateProfileModal';
export { DocumentRefused, ReplaceDocumentDialog } from './ReplaceDocumentDialog';
export { openDocumentInNewTab } from '../open-document';
