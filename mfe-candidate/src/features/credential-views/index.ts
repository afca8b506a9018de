// 'Who viewed my platform logins' on /profile: the audit log of reveals of the candidate's platform passwords.
export { CredentialViews } from './components/CredentialViews';
