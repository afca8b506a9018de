/** Texts the admins module sends: its answers and its e-mails (issue 16). */

export const adminMessages = {
  statusUpdated: (status: string) => `Admin status updated to ${status}`,
  notAnAdmin: "Only an admin's status can be changed.",
  ownStatus: 'You cannot change your own status.',
  otherSuperAdmin: "A super admin's status cannot be changed.",
  adminNotFound: 'Admin not found.',
  adminCreated: 'Admin account created successfully!',
  setupLinkResent: 'A new password setup link has been sent to the admin.',
  passwordAlreadySet: 'This admin has already set a password.',
  adminNotActive: 'This admin is not active: activate them before sending a setup link.',
  linkInvalid: 'This password setup link is invalid or has already been used. Ask a super admin for a new one.',
  linkExpired: 'This password setup link has expired. Ask a super admin for a new one.',
  linkAccountNotActive: 'This admin account is not active. Ask a super admin to activate it.',
  passwordSet: 'Your password is set. You can now sign in.',
} as const;

export const adminMails = {
  setupSubject: 'Set up your Career Portal admin account',
  setupBody: (firstName: string, link: string) =>
    `Hello ${firstName},\n\nA Career Portal admin account was created for you. Open this link to choose your password (valid for 48 hours, usable once):\n${link}\n\nIf it expires, ask a super admin to send a new one.`,
} as const;
