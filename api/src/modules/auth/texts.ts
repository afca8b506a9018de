/** Texts the auth module sends: its answers and its e-mails. */

export const authMessages = {
  invalidCredentials: 'Invalid email or password.',
  emailNotVerified: 'Please verify your email before signing in.',
  accountNotActive: 'This account is not active. Please contact support.',
  adminNotActive: 'Your admin account has been deactivated. Please contact a super admin.',
  codeInvalid: 'The verification code is incorrect.',
  codeExpired: 'The verification code has expired. Please request a new one.',
  codeTooManyAttempts: 'Too many incorrect attempts. Please request a new code.',
  alreadyVerified: 'This email is already verified. Please sign in.',
  emailNotFound: 'Email not found.',
  resetTokenInvalid: 'This reset link is invalid or has already been used.',
  resetTokenExpired: 'This reset link has expired. Please request a new one.',
  resetLinkSent: 'If an account exists for this email, a reset link has been sent.',
  noPasswordYet:
    "Your account has no password yet (you sign in with Google). Choose one with 'Forgot Password?' on the sign-in page, then try again.",
  signupDone: 'Registration successful! Please verify your email.',
  // Onboarding after sign-up: documents, plans, platforms, Google sign-in
  googleEmailNotVerified: 'Your Google e-mail address is not verified with Google.',
} as const;

export const authMails = {
  verificationSubject: 'Your Career Portal verification code',
  verificationBody: (firstName: string, code: string) =>
    `Hello ${firstName},\n\nYour verification code is ${code}. It expires in 15 minutes.\n\nIf you did not register, ignore this e-mail.`,
  resetSubject: 'Reset your Career Portal password',
  resetBody: (firstName: string, link: string) =>
    `Hello ${firstName},\n\nOpen this link to choose a new password (valid for one hour, usable once):\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
  passwordChangedSubject: 'Your Career Portal password was changed',
  passwordChangedBody: (firstName: string, resetLink: string) =>
    `Hello ${firstName},\n\nThe password of your Career Portal account was just changed, and every other signed-in browser was signed out.\n\nIf you did not do this, choose a new password at once:\n${resetLink}`,
  welcomeTitle: 'Welcome to Career Portal',
  welcomeMessage:
    '<div><b>Welcome!</b></div><div>Your e-mail is verified. Complete your profile and upload your CV so we can start applying for jobs on your behalf.</div>',
} as const;
export const authTexts = {
  signedOut: 'You are signed out.',
  choosePasswordSubject: 'Choose your Career Portal password',
  choosePasswordBody: (firstName: string, link: string) =>
    `Hello ${firstName},\n\nYour e-mail address is verified. The password given when this address was registered was not set from the browser you verified in, so it has been removed: nobody but you can sign in with it.\n\nOpen this link to choose your password (valid for one hour, usable once):\n${link}\n\nIf it expires, "Forgot password" on the sign-in page sends a new one.`,
} as const;
