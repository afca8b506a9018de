/**
 * The five remotes: federation name → folder. Each is built to `<folder>/dist`, served under
 * `/remotes/<folder>/`, and found by the shell through `/remotes.json`.
 */
export const remoteFolders = {
  mfe_public: 'mfe-public',
  mfe_onboarding: 'mfe-onboarding',
  mfe_candidate: 'mfe-candidate',
  mfe_staff: 'mfe-staff',
  mfe_payments: 'mfe-payments',
} as const;

export type RemoteName = keyof typeof remoteFolders;
export const remoteNames = Object.keys(remoteFolders) as RemoteName[];

export const isRemoteName = (name: string): name is RemoteName => Object.hasOwn(remoteFolders, name);
