/** Texts of 'Who viewed my platform logins' on /profile (issue 15: the heading is the words, the rest ours). */
export const credentialViewTexts = {
  title: 'Who viewed my platform logins',
  intro: 'Each time a member of staff reveals one of your job platform passwords, it is listed here.',
  viewer: 'Who',
  role: 'Role',
  platform: 'Platform',
  when: 'When',
  none: 'Nobody has viewed your platform logins yet.',
  loading: 'Loading...',
  admin: 'Admin',
  superAdmin: 'Super Admin',
  pages: 'Platform login views pages',
} as const;
