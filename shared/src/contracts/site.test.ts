import { contactRequest, jobAlertRequest } from './site';
import { sharedMessages } from '../texts';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('contact contract', () => {
  const valid = { name: "Siobhan O'Neil", email: ' Siobhan@Example.com ', message: 'I would like help with my CV.' };

  it('accepts a message without phone or subject and tidies the e-mail', () => {
    expect(contactRequest.parse(valid)).toEqual({
      name: "Siobhan O'Neil",
      email: 'siobhan@example.com',
      message: 'I would like help with my CV.',
    });
  });

  it('treats empty optional fields as not given', () => {
    const parsed = contactRequest.parse({ ...valid, phone: ' ', subject: '' });
    expect(parsed.phone).toBeUndefined();
    expect(parsed.subject).toBeUndefined();
    expect(contactRequest.parse({ ...valid, phone: '+61 (3) 5550-4321' }).phone).toBe('+61 (3) 5550-4321');
  });

  it('names every bad field with its own message', () => {
    const result = contactRequest.safeParse({
      name: ' ',
      email: 'nope',
      phone: 'call me',
      subject: 'x'.repeat(151),
      message: 'hi',
    });
    expect(issuesOf(result)).toEqual({
      name: sharedMessages.contactNameRequired,
      email: sharedMessages.validEmail,
      phone: sharedMessages.contactPhoneInvalid,
      subject: sharedMessages.contactSubjectTooLong,
      message: sharedMessages.contactMessageTooShort,
    });
    expect(issuesOf(contactRequest.safeParse({ ...valid, message: 'x'.repeat(5001) }))).toEqual({
      message: sharedMessages.contactMessageTooLong,
    });
  });
});

describe('contact contract, hidden characters', () => {
  it('keeps line breaks in the message and refuses control characters elsewhere', () => {
    const ok = { name: 'Ava', email: 'ava@example.com', message: 'Line one\nLine two\tand more' };
    expect(contactRequest.parse(ok).message).toBe('Line one\nLine two\tand more');
    expect(contactRequest.safeParse({ ...ok, name: 'Ava\u0000' }).error?.issues[0]?.message).toBe(
      sharedMessages.invalidCharacters,
    );
    expect(contactRequest.safeParse({ ...ok, message: 'Hello there\u0007' }).error?.issues[0]?.message).toBe(
      sharedMessages.invalidCharacters,
    );
  });
});

describe('job-alert contract', () => {
  const valid = { email: 'ava@example.com', experience: '3-5', locations: ['Sydney'], salaryRange: '80k-120k' };

  it('accepts the page choices and stores locations once each in the page order', () => {
    expect(jobAlertRequest.parse({ ...valid, locations: ['London', 'Melbourne', 'London'] }).locations).toEqual([
      'Melbourne',
      'London',
    ]);
  });

  it('refuses missing or unknown choices with a message per field', () => {
    expect(
      issuesOf(jobAlertRequest.safeParse({ email: 'x', experience: '1-2', locations: [], salaryRange: 'lots' })),
    ).toEqual({
      email: sharedMessages.validEmail,
      experience: sharedMessages.jobAlertExperienceRequired,
      locations: sharedMessages.jobAlertLocationsRequired,
      salaryRange: sharedMessages.jobAlertSalaryRangeRequired,
    });
    expect(issuesOf(jobAlertRequest.safeParse({ ...valid, locations: ['Perth'] }))).toEqual({
      locations: sharedMessages.jobAlertLocationsRequired,
    });
  });
});
