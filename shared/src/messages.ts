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
  signInLink: 'Sign In',
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
} as const;
