// The sign-in loop: sign-up, e-mail verification, sign-in (password and Google), password reset.
export { EmailVerification } from './components/EmailVerification';
export { EmailVerified } from './components/EmailVerified';
export { PasswordReset } from './components/PasswordReset';
export { PasswordResetRequest } from './components/PasswordResetRequest';
export { SignIn } from './components/SignIn';
export { SignUp } from './components/SignUp';
export { VerificationCodeRequest } from './components/VerificationCodeRequest';
