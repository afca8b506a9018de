import {
  signupRequest,
  signinRequest,
  resetPasswordRequest,
  resendVerificationRequest,
  verificationCodeSchema,
} from './auth';
import { sharedMessages } from '../texts';

const validSignup = {
  firstName: 'Mia',
  lastName: 'Van Der Berg',
  email: 'mia@example.com',
  password: 'Secret1!x',
  agreed: true as const,
};

/** The messages zod reports for one input, field by field. */
function messagesFor(input: unknown): Record<string, string[]> {
  const result = signupRequest.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

describe('sign-up contract', () => {
  it('accepts a valid sign-up and lower-cases the email', () => {
    const parsed = signupRequest.parse({ ...validSignup, email: ' Mia@Example.COM ' });
    expect(parsed).toMatchObject({ email: 'mia@example.com', role: 'user' });
  });

  it.each([
    ['firstName', 'M1a'],
    ['lastName', 'Nguyen-Smith'],
    ['firstName', ''],
  ])('%s %p gives the letters-only message', (field, value) => {
    expect(messagesFor({ ...validSignup, [field]: value })[field]).toContain(sharedMessages.lettersOnly);
  });

  it.each(['mia', 'mia@example', 'mia @example.com'])('email %p gives the valid-email message', (email) => {
    expect(messagesFor({ ...validSignup, email }).email).toContain(sharedMessages.validEmail);
  });

  it.each(['Short1!', 'nouppercase1!', 'NOLOWERCASE1!', 'NoDigits!!', 'NoSpecial12', 'Bad#Char1!'])(
    'password %p gives the password rule',
    (password) => {
      expect(messagesFor({ ...validSignup, password }).password).toContain(sharedMessages.passwordRule);
    },
  );

  it('unticked terms give the agree message', () => {
    expect(messagesFor({ ...validSignup, agreed: false }).agreed).toContain(sharedMessages.agreeToTerms);
  });
});

describe('other auth contracts', () => {
  it('sign-in needs both fields', () => {
    const result = signinRequest.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(sharedMessages.loginRequired);
  });
  it('an empty verification code asks for the code', () => {
    expect(verificationCodeSchema.safeParse('').error?.issues[0]?.message).toBe(sharedMessages.codeRequired);
  });
  it('a reset without a token names the missing token', () => {
    const result = resetPasswordRequest.safeParse({ email: 'mia@example.com', password: 'Secret1!x', token: '' });
    expect(result.error?.issues[0]?.message).toBe(sharedMessages.resetTokenMissing);
  });
  it('resend with an empty email asks for the email', () => {
    expect(resendVerificationRequest.safeParse({ email: '' }).error?.issues[0]?.message).toBe(
      sharedMessages.resendEmailRequired,
    );
  });
});
