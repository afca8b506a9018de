/** The auth module's own texts (answers and e-mails added by issue 11; the spec shows none of them). */
export const authTexts = {
  signedOut: 'You are signed out.',
  choosePasswordSubject: 'Choose your Career Portal password',
  choosePasswordBody: (firstName: string, link: string) =>
    `Hello ${firstName},\n\nYour e-mail address is verified. The password given when this address was registered was not set from the browser you verified in, so it has been removed: nobody but you can sign in with it.\n\nOpen this link to choose your password (valid for one hour, usable once):\n${link}\n\nIf it expires, "Forgot password" on the sign-in page sends a new one.`,
} as const;
