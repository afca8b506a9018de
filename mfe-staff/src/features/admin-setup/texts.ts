/** Texts of /set-password, where a new admin chooses their password (issue 16; the spec has no such page: ours). */
export const adminSetupTexts = {
  title: 'Set your password',
  checking: 'Checking your link...',
  greeting: (firstName: string, email: string) => `Welcome, ${firstName}. Choose the password for ${email}.`,
  password: 'New password',
  show: 'Show',
  hide: 'Hide',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  submit: 'Set password',
  busy: 'Saving...',
  missingToken: 'Invalid or missing token. Please check your email link.',
  failed: 'An error occurred. Please try again later.',
  goToLogin: 'Go to Login',
} as const;
