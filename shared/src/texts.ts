/**
 * Texts more than one app shows (validation messages of the contracts, answers the API gives and a page
 * also shows, names every frame writes). A build-time entry (`@portal/shared/texts`): each app bundles it,
 * so a remote release carries its own copy.
 */
import {
  applicationDateFloor,
  contactLimits,
  personNameMax,
  maxUploadText,
  platformLoginLimits,
  profilePhotoFormatsText,
  profilePhotoMaxPixels,
} from './limits';
import { candidateProfileMessages } from './ui/candidate-profile/texts';

/** The formats the server reads, said once for every photo refusal. */
const choosePhoto = `Please choose a ${profilePhotoFormatsText} image.`;

export const sharedMessages = {
  // Session (sections 2, 4, 8)
  loginSuccessful: 'Login successful',
  loginRequired: 'Email and password are required!',
  loginEmailTooLong: `The platform login e-mail can be at most ${platformLoginLimits.emailMax} characters.`,
  loginPasswordTooLong: `The platform password can be at most ${platformLoginLimits.passwordMax} characters.`,
  somethingWentWrong: 'Something went wrong.',
  // Sign-up rules (section 5)
  lettersOnly: '* Letters only.',
  nameTooLong: `* At most ${personNameMax} characters.`,
  validEmail: '* Enter a valid email.',
  passwordRule:
    '* Password must be at least 8 characters, include uppercase, lowercase, number, and special character.',
  agreeToTerms: '* You must agree to terms.',
  // Verification, resend, reset (sections 5, 8)
  codeRequired: 'Please enter the verification code.',
  emailVerified: 'Email verified successfully!',
  resendSent: 'A new verification code has been sent to your e-mail.',
  resendEmailRequired: 'Please enter your email address.',
  resetTokenMissing: 'Invalid or missing token. Please check your email link.',
  passwordResetDone: 'Password reset successfully!',
  codeFormat: 'The verification code is six digits.',
  // Sign-in loop screens (section 2: /welcome … /reset-password); spec words verbatim where it gives them
  signUpLink: 'Sign Up',
  emailLabel: 'Email',
  googleNotConfigured: 'Google sign-in is not configured.',
  // Profile step (sections 5, 8)
  requiredFields: 'Please fill in all required fields.',
  profileUpdated: 'Profile updated successfully!',
  // Shell: header, menu and frame (section 2, authenticated layout)
  noName: 'No Name',
  noRole: 'No Role',
  noExperience: 'No Experience',
  menuNotifications: 'Notifications',
  menuApplications: 'Applications',
  menuSubscription: 'Subscription',
  menuProfile: 'Profile',
  // Shell: public frame, 403, 404, remote failures (texts the spec leaves to us)
  siteName: 'Career Portal',
  signIn: 'Sign In',
  goToDashboard: 'Go to your dashboard',
  retry: 'Retry',
  loading: 'Loading…',
  // Plans (onboarding's plan step and the payments remote's upgrade)
  plansFetchFailed: 'Failed to fetch plans.',
  // Dashboards (section 2: contents beyond the spec's are ours)
  dashboardGreeting: 'Welcome back',
  jobTitle: 'Job title',
  notProvided: 'N/A',
  // Public site forms: contact (POST /api/contact) and job alerts (POST /api/job-alerts); texts the spec leaves to us
  contactNameRequired: 'Please enter your name.',
  contactNameTooLong: `Your name can be at most ${contactLimits.nameMax} characters.`,
  contactPhoneInvalid: 'Enter a valid phone number (digits, spaces, +, - and brackets), or leave it empty.',
  contactSubjectTooLong: `The subject can be at most ${contactLimits.subjectMax} characters.`,
  contactMessageTooShort: `Please write a message of at least ${contactLimits.messageMin} characters.`,
  contactMessageTooLong: `Your message can be at most ${contactLimits.messageMax} characters.`,
  contactSent: 'Thank you! Your message has been sent. Our team will reply by e-mail.',
  jobAlertExperienceRequired: 'Please choose your years of experience.',
  jobAlertLocationsRequired: 'Please choose at least one location.',
  jobAlertSalaryRangeRequired: 'Please choose a salary range.',
  jobAlertLinkMissing: 'This link is incomplete. Please open the link from your e-mail again.',
  jobAlertExperience0to2: '0-2 years',
  jobAlertExperience3to5: '3-5 years',
  jobAlertExperience6plus: '6+ years',
  jobAlertSalaryUnder80k: 'Under $80,000 a year',
  jobAlertSalary80kTo120k: '$80,000 - $120,000 a year',
  jobAlertSalary120kPlus: '$120,000 or above a year',
  // Onboarding after sign-up: profile, documents, plans, platforms (sections 5, 8; phoneInvalid and invalidMonth are ours)
  phoneInvalid: 'Please enter a valid phone number.',
  invalidFileType: 'Invalid file type. Please upload a PDF or Word document.',
  freeTrialActivated: '7 days Free Trial Activated!',
  selectPlan: 'Please select a plan.',
  invalidPlan: 'Invalid plan selection.',
  invalidMonth: 'Months are Jan to Dec.',
  // Plan cards (shared/ui PlanCard: the plan picker on /subscription, /upgrade and the Upgrade Plan modal)
  planPerWeek: '/ week',
  planPerMonth: '/ month',
  planTrialDays: '{days}-day free trial',
  planApplications: '{count} job applications',
  planUnlimitedApplications: 'Unlimited job applications',
  planOnePlatform: '1 job platform',
  planPlatforms: '{count} job platforms',
  planChoose: 'Choose {plan}',
  // Payments (issue 14; texts the spec leaves to us): the contracts' refusals, shown by the pricing page too
  chooseMonth: 'Please choose at least one month.',
  monthTwice: 'Each month can be chosen once.',
  tailorCvTrueOrFalse: 'tailorCV must be true or false: whether to add the Professional CV.',
  cardNumberInvalid: 'Enter the 16 digits of your card number.',
  cardExpiryInvalid: 'Enter the expiry as MM / YY.',
  cardCvcInvalid: 'Enter the 3 digits on the back of your card.',
  freePlanOnePlatform: 'Free plan allows only one platform.',
  signupRoleRefused: 'Only candidate accounts can be created here.',
  invalidUserId: 'accountOfficer must be a user id.',
  invalidCharacters: 'The request contains characters that are not allowed.',
  // Onboarding after sign-up: documents, plans, platforms, Google sign-in
  invalidUserQuery: 'user must be a user id.',
  invalidCandidateParam: 'candidateId must be a user id.',
  // A page's address naming no one (an unknown id, or one that is no id at all): the API's 404 and the page say so
  userNotFound: 'User not found.',
  adminNotFound: 'This admin was not found.',
  invalidWorkState: 'Work states must be Australian states or territories from the list.',
  invalidExperienceLevel: "Experience level must be '0-1 years', '2-4 years', '5-6 years' or '7 years above'.",
  invalidCategory: "category must be 'Resume/CV' or 'Cover Letter'.",
  fileTooLarge: `The file is larger than ${maxUploadText}. Please upload a smaller file.`,
  emptyFile: 'The file is empty.',
  uploadNotFound: 'This upload was not found. Please upload the file again.',
  documentTitleRequired: 'Please give the document a title.',
  documentSizeInvalid: `size must be the file size in bytes (at most ${maxUploadText}).`,
  agreeTrueOrFalse: "agree must be 'true' or 'false'.",
  platformLimit: '{plan} plan allows only {limit} platforms.',
  invalidPlatform: 'Platform must be one of Seek, Indeed, Jora, LinkedIn or Glassdoor.',
  hadAnAccountRequired: 'Please say whether you already have an account on this platform.',
  portalConsentRequired: 'Please agree to let us create the account for you.',
  noCredentialWithoutAccount: 'Send login details only for an account you already have.',
  credentialPlatformMismatch: 'The login details are for a different platform.',
  googleTokenInvalid: 'Google sign-in failed. Please try again.',
  // Recording an application (POST /api/application's refusal the staff's form gives first)
  applicationDateTooEarly: `Application Date cannot be before ${applicationDateFloor.words}.`,
  applicationDateInFuture: 'Application Date cannot be in the future.',
  // Application detail modal (section 2), shown by the candidate's and the staff's areas
  applicationJobOverview: 'Job Overview',
  applicationDate: 'Application date',
  applicationJobLevel: 'Job level',
  applicationDuration: 'Duration',
  applicationRate: 'Rate',
  applicationJobType: 'Job type',
  applicationType: 'Application type',
  applicationCvResume: 'CV/Resume',
  applicationCvPdf: 'PDF',
  applicationCvDownload: 'Download',
  applicationCvDownloadOf: 'Download {name} (opens in a new tab)',
  applicationCvOpenFailed: 'The CV could not be opened. Please try again.',
  noResumeFound: 'No Resume Found',
  close: 'Close',
  // Candidate profile modal (section 2), shown by every staff page that lists candidates
  ...candidateProfileMessages,
  // Settings (sections 2, 8): the spec's texts, and the server's answers a page shows too
  passwordChanged: 'Password changed successfully!',
  passwordChangeFailed: 'Failed to change password.',
  oldPasswordRequired: 'Please enter your old password.',
  oldPasswordIncorrect: 'Your old password is not correct.',
  newPasswordSameAsOld: 'Your new password must be different from your old password.',
  // Sign-up, Create Admin and the e-mail change: an address another account holds
  emailInUse: 'An account with this email already exists.',
  emailSameAsCurrent: 'That is already your e-mail address.',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordIncorrect: 'Your current password is not correct.',
  emailChangeCodeSent: 'We sent a six-digit code to {email}. Enter it to change your e-mail.',
  emailChanged: 'Email updated successfully!',
  emailChangeCodeWrong: 'That code is not right. Please check the e-mail and try again.',
  emailChangeCodeExpired: 'That code has expired. Please ask for a new one.',
  emailChangeNotStarted: 'Please enter your new e-mail address first.',
  photoNotImage: choosePhoto,
  photoSvgRefused: `SVG images cannot be used as a profile photo. ${choosePhoto}`,
  photoTooLarge: 'The photo is too large (at most 5 MB).',
  photoTooManyPixels: `The photo is too large: at most ${profilePhotoMaxPixels / 1_000_000} megapixels (e.g. 8000 × 5000 pixels). Please choose a smaller image.`,
  photoUpdated: 'Profile photo updated.',
} as const;

/** A form field's message said in a sentence: the sign-up rules' leading '* ' marks a field and is dropped. */
export const fieldMessageInSentence = (fieldMessage: string) => fieldMessage.replace(/^\*\s+/, '');

/** Fills `{name}` placeholders of a catalogue text, e.g. fillMessage(messages.onboardingStep, { step: 1, total: 4 }). */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
