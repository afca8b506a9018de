import {
  emailPattern,
  emailVerificationRequest,
  forgetPasswordRequest,
  signupRequest,
  signinRequest,
  resetPasswordRequest,
  resendVerificationRequest,
  verificationCodeSchema,
} from './auth';
import { sharedMessages } from '../texts';
import { contactRequest, jobAlertRequest } from './site';

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

  it.each(['Zoë', 'Renée', 'Nguyễn', 'Nguye\u0302\u0303n', 'José María'])('name %p is letters and spaces', (name) => {
    expect(messagesFor({ ...validSignup, firstName: name, lastName: name })).toEqual({});
  });

  it.each([
    ['firstName', 'M1a'],
    ['lastName', "O'Brien"],
    ['lastName', 'Nguyen-Smith'],
    ['firstName', ''],
  ])('%s %p gives the letters-only message', (field, value) => {
    expect(messagesFor({ ...validSignup, [field]: value })[field]).toContain(sharedMessages.lettersOnly);
  });

  it.each([
    ['firstName', 'A'.repeat(61), [sharedMessages.nameTooLong]],
    ['lastName', 'Zoë'.repeat(40), [sharedMessages.nameTooLong]],
    ['lastName', `${'B'.repeat(60)}1`, [sharedMessages.nameTooLong]],
    ['firstName', 'A'.repeat(60), undefined],
  ])('%s of %#: the length has its own message', (field, value, expected) => {
    expect(messagesFor({ ...validSignup, [field]: value })[field]).toEqual(expected);
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

describe('e-mail check (linear time)', () => {
  // The attack of issue 11: 64 KB shaped to make a backtracking pattern try every split of its dots.
  const redos = 'a@' + 'a.'.repeat(32000) + '@';

  it.each([
    ['sign-up', signupRequest, validSignup],
    ['verification', emailVerificationRequest, { token: '123456' }],
    ['resend', resendVerificationRequest, {}],
    ['forget password', forgetPasswordRequest, {}],
    ['reset password', resetPasswordRequest, { password: 'Secret1!x', token: 'abc' }],
    ['contact', contactRequest, { name: 'Ava', message: 'I would like help with my CV.' }],
    ['job alerts', jobAlertRequest, { experience: '3-5', locations: ['Sydney'], salaryRange: '80k-120k' }],
  ] as const)(
    '%s refuses an oversized e-mail on its length alone, never running the pattern',
    (_name, schema, rest) => {
      const pattern = jest.spyOn(emailPattern, 'test');
      try {
        const result = schema.safeParse({ ...rest, email: redos });
        const emailIssues = result.error?.issues.filter((issue) => issue.path[0] === 'email') ?? [];
        expect(emailIssues.map((issue) => issue.message)).toEqual([sharedMessages.validEmail]);
        expect(pattern).not.toHaveBeenCalled();
      } finally {
        pattern.mockRestore();
      }
    },
  );

  it.each(['mia@example.com', 'first.last+jobs@mail.example.com.au', "o'neil@example.co"])('accepts %p', (email) => {
    expect(emailPattern.test(email)).toBe(true);
  });

  it.each(['a@b', 'a@b.', 'a@.b', 'a@b..c', 'a@@b.c', 'a b@c.d', 'a@' + 'a.'.repeat(100) + '@'])(
    'refuses %p',
    (email) => {
      expect(emailPattern.test(email)).toBe(false);
    },
  );
});
