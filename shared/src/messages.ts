/**
 * Every text the spec shows to users, verbatim, in one place (spec sections 2, 4, 5 and 8).
 * Browser and API both read from here, so a message never differs between them.
 */
export const messages = {
  // Session (sections 2, 4, 8)
  sessionExpiredGuard: 'Session Expired. Please Login Again',
  sessionExpired: 'Session Expired',
  loggedOut: "You've been logged out successfully!",
  loginSuccessful: 'Login successful',
  loginRequired: 'Email and password are required!',
  somethingWentWrong: 'Something went wrong.',

  // Sign-up rules (section 5)
  lettersOnly: '* Letters only.',
  validEmail: '* Enter a valid email.',
  passwordRule:
    '* Password must be at least 8 characters, include uppercase, lowercase, number, and special character.',
  agreeToTerms: '* You must agree to terms.',
  verifyYourEmail: 'Please verify your email!',
  registrationSuccessful: 'Registration successful!',

  // Verification, resend, reset (sections 5, 8)
  codeRequired: 'Please enter the verification code.',
  verificationFailed: 'Verification failed.',
  emailVerified: 'Email verified successfully!',
  resendFailed: 'Failed to resend code.',
  resendSent: 'A new verification code has been sent to your e-mail.',
  resendEmailRequired: 'Please enter your email address.',
  resendEmailNotFound: 'Email not found. Please check and try again.',
  genericTryLater: 'An error occurred. Please try again later.',
  resetTokenMissing: 'Invalid or missing token. Please check your email link.',
  passwordResetDone: 'Password reset successfully!',
  resetEmailSent: 'Password reset email sent. Check your inbox.',
  codeFormat: 'The verification code is six digits.',

  // Sign-in loop screens (section 2: /welcome … /reset-password); spec words verbatim where it gives them
  welcomeTitle: 'Welcome',
  welcomeIntro: 'Create an account to start your job search, or sign in to continue.',
  signUpLink: 'Sign Up',
  onboardingProgress: 'Onboarding progress',
  onboardingStep: 'Step {step} of {total}',
  onboardingStepRegister: 'Register',
  onboardingStepProfile: 'Complete Profile',
  onboardingStepDocuments: 'Upload Documents',
  onboardingStepPlan: 'Choose Plan',
  firstNameLabel: 'First Name',
  lastNameLabel: 'Last Name',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  newPasswordLabel: 'New Password',
  registerTitle: 'Register Account',
  agreeToTermsLabel: 'I agree to the Terms and Conditions',
  registerSubmit: 'Register',
  registerBusy: 'Registering…',
  haveAccount: 'Already have an account?',
  noAccount: "Don't have an account?",
  googleRegister: 'Register with Google',
  googleSignIn: 'Sign in with Google',
  googleNotConfigured: 'Google sign-in is not configured.',
  loginTitle: 'Sign In',
  loginSubmit: 'Sign In',
  rememberMe: 'Remember Me',
  forgotPasswordLink: 'Forgot Password?',
  signInBusy: 'Signing In…',
  needVerificationCode: 'Need a new verification code?',
  verifyTitle: 'Verify Your Email',
  verifyCodeSentTo: 'Enter the 6-digit code we sent to {email}.',
  verifyCodeIntro: 'Enter your email and the 6-digit code we sent you.',
  verificationCodeLabel: 'Verification Code',
  verifySubmit: 'Verify',
  verifyBusy: 'Verifying…',
  codeNotReceived: "Didn't receive the code?",
  resendCode: 'Resend Code',
  resendBusy: 'Resending…',
  verifiedTitle: 'Email Verified',
  verifiedBody: 'Your email address has been verified.',
  continueLabel: 'Continue',
  resendTitle: 'Resend Verification Code',
  resendSubmit: 'Resend',
  backToLogin: 'Back to Login',
  forgetTitle: 'Forgot Password',
  forgetIntro: 'Enter your account email and we will send you a link to reset your password.',
  sendResetLink: 'Send Reset Link',
  sendResetLinkBusy: 'Sending…',
  resetTitle: 'Reset Password',
  resetSubmit: 'Reset Password',
  resetBusy: 'Resetting…',

  // Profile step (sections 5, 8)
  requiredFields: 'Please fill in all required fields.',
  notAuthenticated: 'User not authenticated. Please log in again.',
  profileUpdateFailed: 'Error updating profile. Please try again.',
  profileUpdated: 'Profile updated successfully!',

  // Shell: header, menu and frame (section 2, authenticated layout)
  noName: 'No Name',
  noRole: 'No Role',
  noExperience: 'No Experience',
  noJobTitle: 'No Job Title',
  talent: 'Talent',
  searchMessage: 'Search message',
  searchHelp: 'Search help articles',
  menuDashboard: 'Dashboard',
  menuCreateNotification: 'Create notification',
  menuNotifications: 'Notifications',
  menuApplications: 'Applications',
  menuSubscription: 'Subscription',
  menuProfile: 'Profile',
  menuAssignedCandidates: 'Assigned Candidates',
  menuJobHistory: 'Job History',
  menuRegisteredCandidates: 'Registered candidates',
  menuSubscribers: 'Subscribers',
  menuAdmins: 'Admins',
  menuSettings: 'Settings',
  menuHelpArticles: 'Help Articles',
  menuHelpCenter: 'Help Center',
  menuLogout: 'Logout',
  openMenu: 'Open menu',
  mainMenu: 'Main menu',
  siteNavigation: 'Site',

  // Shell: public frame, 403, 404, remote failures (texts the spec leaves to us)
  siteName: 'Career Portal',
  signIn: 'Sign In',
  register: 'Register',
  footerNote: 'Job applications handled for job seekers across Australia.',
  accessDenied: 'Access denied',
  accessDeniedBody: 'Your account does not have access to this page.',
  goToDashboard: 'Go to your dashboard',
  pageNotFound: 'Page not found',
  pageNotFoundBody: 'The page you are looking for does not exist.',
  retry: 'Retry',
  loading: 'Loading…',
  dismiss: 'Dismiss',

  // Dashboards (section 2: contents beyond the spec's are ours)
  dashboardGreeting: 'Welcome back',
  profileSummary: 'Your profile',
  jobTitle: 'Job title',
  experience: 'Experience',
  preferredStates: 'Preferred states',
  onboardingStatus: 'Onboarding',
  onboardingComplete: 'Complete',
  onboardingIncomplete: 'Incomplete: continue your profile',
  unreadNotifications: 'Unread notifications',
  notProvided: 'N/A',
  assignedCandidates: 'Your assigned candidates',
  noCandidatesAssigned: 'No candidates assigned',
  candidateName: 'Name',
  candidateEmail: 'Email',
  totalCandidates: 'Total candidates',
  registeredCandidates: 'Registered candidates',
  admins: 'Admins',
  latestCandidates: 'Latest candidates',
  noCandidatesFound: 'No candidates found',

  // Public site frame (section 1: Home, About, Services, Contact Us, Job Alerts, Resources, FAQs, Register / Sign In)
  navHome: 'Home',
  navAbout: 'About',
  navServices: 'Services',
  navContactUs: 'Contact Us',
  navJobAlerts: 'Job Alerts',
  navResources: 'Resources',
  navFaqs: 'FAQs',
  closeMenu: 'Close menu',
  footerNavigation: 'Footer',
  skipToContent: 'Skip to main content',

  // Public site forms: contact (POST /api/contact) and job alerts (POST /api/job-alerts); texts the spec leaves to us
  contactNameRequired: 'Please enter your name.',
  contactNameTooLong: 'Your name can be at most 100 characters.',
  contactPhoneInvalid: 'Enter a valid phone number (digits, spaces, +, - and brackets), or leave it empty.',
  contactSubjectTooLong: 'The subject can be at most 150 characters.',
  contactMessageTooShort: 'Please write a message of at least 10 characters.',
  contactMessageTooLong: 'Your message can be at most 5000 characters.',
  contactSent: 'Thank you! Your message has been sent. Our team will reply by e-mail.',
  contactSendFailed: 'Your message could not be sent. Please try again.',
  jobAlertExperienceRequired: 'Please choose your years of experience.',
  jobAlertLocationsRequired: 'Please choose at least one location.',
  jobAlertSalaryRangeRequired: 'Please choose a salary range.',
  jobAlertSubscribed: 'You are subscribed! We will e-mail you jobs that match your choices.',
  jobAlertUpdated: 'Your job alert choices have been updated.',
  jobAlertFailed: 'Your job alert could not be saved. Please try again.',
  jobAlertExperience0to2: '0-2 years',
  jobAlertExperience3to5: '3-5 years',
  jobAlertExperience6plus: '6+ years',
  jobAlertSalaryUnder80k: 'Under $80,000 a year',
  jobAlertSalary80kTo120k: '$80,000 - $120,000 a year',
  jobAlertSalary120kPlus: '$120,000 or above a year',
} as const;

export type MessageKey = keyof typeof messages;

/** Fills `{name}` placeholders of a catalogue text, e.g. fillMessage(messages.onboardingStep, { step: 1, total: 4 }). */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Server-side texts the spec leaves to us (it only says "the server's message is shown").
 * Kept here too so the API and its tests share one wording.
 */
export const serverMessages = {
  emailTaken: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  emailNotVerified: 'Please verify your email before signing in.',
  accountNotActive: 'This account is not active. Please contact support.',
  codeInvalid: 'The verification code is incorrect.',
  codeExpired: 'The verification code has expired. Please request a new one.',
  codeTooManyAttempts: 'Too many incorrect attempts. Please request a new code.',
  alreadyVerified: 'This email is already verified. Please sign in.',
  emailNotFound: 'Email not found.',
  resetTokenInvalid: 'This reset link is invalid or has already been used.',
  resetTokenExpired: 'This reset link has expired. Please request a new one.',
  resetLinkSent: 'If an account exists for this email, a reset link has been sent.',
  signupDone: 'Registration successful! Please verify your email.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again.',
  signupRoleRefused: 'Only candidate accounts can be created here.',
  invalidUserId: 'accountOfficer must be a user id.',
  invalidCharacters: 'The request contains characters that are not allowed.',
  invalidBody: 'Send the request body as a JSON object.',
  // Public site forms (POST /api/contact, POST /api/job-alerts)
  contactReceived: messages.contactSent,
  jobAlertSubscribed: messages.jobAlertSubscribed,
  jobAlertUpdated: messages.jobAlertUpdated,
} as const;

/** E-mails and the welcome notification the server writes (the spec shows none of them). */
export const mailTexts = {
  verificationSubject: 'Your Career Portal verification code',
  verificationBody: (firstName: string, code: string) =>
    `Hello ${firstName},\n\nYour verification code is ${code}. It expires in 15 minutes.\n\nIf you did not register, ignore this e-mail.`,
  resetSubject: 'Reset your Career Portal password',
  resetBody: (firstName: string, link: string) =>
    `Hello ${firstName},\n\nOpen this link to choose a new password (valid for one hour, usable once):\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
  welcomeTitle: 'Welcome to Career Portal',
  welcomeMessage:
    '<div><b>Welcome!</b></div><div>Your e-mail is verified. Complete your profile and upload your CV so we can start applying for jobs on your behalf.</div>',
  contactSubject: (subject: string | undefined, name: string) => `Contact form: ${subject ?? 'Message'} (from ${name})`,
  contactBody: (contact: { name: string; email: string; phone?: string; subject?: string; message: string }) =>
    [
      'A message was sent through the contact form of the public site.',
      `Name: ${contact.name}\nE-mail: ${contact.email}\nPhone: ${contact.phone ?? 'not given'}\nSubject: ${contact.subject ?? 'not given'}`,
      contact.message,
      'Reply to the sender at the e-mail address above.',
    ].join('\n\n'),
} as const;
