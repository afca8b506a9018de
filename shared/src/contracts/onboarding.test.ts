import { createDocumentRequest } from './documents';
import { portalRequest } from './portals';
import { phoneForDisplay, updateProfileRequest } from './profile';
import { profileDetailsRequest } from './settings';
import { subscriptionRequest } from './subscriptions';
import { sharedMessages } from '../texts';

const profile = {
  phoneNumber: '+61 412 345 678',
  address: '1 Collins Street, Melbourne',
  workState: ['Victoria', 'Victoria', 'Tasmania'],
  jobTitle: 'Software Engineer',
  experienceLevel: '2-4 years',
};
const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('update-profile contract', () => {
  it('normalises the phone to E.164, one title to a list, and drops repeated states', () => {
    expect(updateProfileRequest.parse(profile)).toEqual({
      ...profile,
      phoneNumber: '+61412345678',
      workState: ['Victoria', 'Tasmania'],
      jobTitle: ['Software Engineer'],
    });
    expect(updateProfileRequest.parse({ ...profile, phoneNumber: '61412345678' }).phoneNumber).toBe('+61412345678');
  });

  it.each(['0412 345 678', '0412345678', '412 345 678', '(04) 1234-5678', '+61 412 345 678', '61412345678'])(
    'phone %p without a dial code is read as Australian and stored as /complete stores it',
    (phoneNumber) => {
      expect(updateProfileRequest.parse({ ...profile, phoneNumber }).phoneNumber).toBe('+61412345678');
      expect(profileDetailsRequest.parse({ firstName: 'Casey', lastName: 'Candidate', phoneNumber }).phoneNumber).toBe(
        '+61412345678',
      );
    },
  );

  it('still reads a number of another country given with its dial code, with or without the +', () => {
    expect(updateProfileRequest.parse({ ...profile, phoneNumber: '+44 7911 123456' }).phoneNumber).toBe(
      '+447911123456',
    );
    expect(updateProfileRequest.parse({ ...profile, phoneNumber: '447911123456' }).phoneNumber).toBe('+447911123456');
  });

  it.each(['+61 12', '0412', '+0412345678', 'phone', '+61 4123 456 789 0123 45', '+61412345678;drop'])(
    'phone %p is refused',
    (phoneNumber) => {
      expect(firstMessage(updateProfileRequest.safeParse({ ...profile, phoneNumber }))).toBe(
        sharedMessages.phoneInvalid,
      );
    },
  );

  it.each(['phoneNumber', 'address', 'workState', 'jobTitle', 'experienceLevel'])(
    'a missing or empty %s asks for every required field',
    (field) => {
      expect(firstMessage(updateProfileRequest.safeParse({ ...profile, [field]: undefined }))).toBe(
        sharedMessages.requiredFields,
      );
      const empty = Array.isArray(profile[field as keyof typeof profile]) ? [] : '  ';
      if (field !== 'experienceLevel')
        expect(firstMessage(updateProfileRequest.safeParse({ ...profile, [field]: empty }))).toBe(
          sharedMessages.requiredFields,
        );
    },
  );

  it('shows a stored number grouped as its country writes it, and text that is no number as it is', () => {
    expect(phoneForDisplay('+61412345678')).toBe('+61 412 345 678');
    expect(phoneForDisplay('+61355504400')).toBe('+61 3 5550 4400');
    expect(phoneForDisplay('+447911123456')).toBe('+44 7911 123456');
    expect(phoneForDisplay('call me')).toBe('call me');
  });

  it('refuses a state or an experience level outside the lists', () => {
    expect(firstMessage(updateProfileRequest.safeParse({ ...profile, workState: ['Bavaria'] }))).toBe(
      sharedMessages.invalidWorkState,
    );
    expect(firstMessage(updateProfileRequest.safeParse({ ...profile, experienceLevel: '10 years' }))).toBe(
      sharedMessages.invalidExperienceLevel,
    );
  });
});

describe('portal contract', () => {
  const credential = { email: 'me@example.com', password: 'secret', platform: 'Indeed' };
  it('takes login details for an existing account and consent without one', () => {
    expect(portalRequest.safeParse({ name: 'Indeed', hadAnAccount: true, agreed: false, credential }).success).toBe(
      true,
    );
    expect(portalRequest.safeParse({ name: 'Seek', hadAnAccount: false, agreed: true, credential: null }).success).toBe(
      true,
    );
  });
  it.each([
    [{ name: 'Indeed', hadAnAccount: true, agreed: false, credential: null }, sharedMessages.loginRequired],
    [{ name: 'Indeed', hadAnAccount: true, credential: { ...credential, password: '' } }, sharedMessages.loginRequired],
    [{ name: 'Seek', hadAnAccount: true, credential }, sharedMessages.credentialPlatformMismatch],
    [{ name: 'Seek', hadAnAccount: false, agreed: false, credential: null }, sharedMessages.portalConsentRequired],
    [{ name: 'Indeed', hadAnAccount: false, agreed: true, credential }, sharedMessages.noCredentialWithoutAccount],
    [{ name: 'Monster', hadAnAccount: false, agreed: true }, sharedMessages.invalidPlatform],
    [
      { name: 'Indeed', hadAnAccount: true, credential: { ...credential, password: 'p'.repeat(257) } },
      'The platform password can be at most 256 characters.',
    ],
    [
      { name: 'Indeed', hadAnAccount: true, credential: { ...credential, email: `${'a'.repeat(250)}@example.com` } },
      'The platform login e-mail can be at most 254 characters.',
    ],
  ])('%p is refused with its message', (payload, message) => {
    expect(firstMessage(portalRequest.safeParse(payload))).toBe(message);
  });
});

describe('document and subscription contracts', () => {
  it('document: agree as a string or a boolean, the category from the two', () => {
    const base = { type: 'pdf', title: 'cv.pdf', uri: '/api/document/file/x', size: 10, category: 'Resume/CV' };
    expect(createDocumentRequest.parse({ ...base, agree: true })).toMatchObject({ agree: 'true', default: false });
    expect(firstMessage(createDocumentRequest.safeParse({ ...base, category: 'Photo' }))).toBe(
      sharedMessages.invalidCategory,
    );
    expect(firstMessage(createDocumentRequest.safeParse({ ...base, type: 'exe' }))).toBe(
      sharedMessages.invalidFileType,
    );
  });
  it('subscription: a plan is required and months are Jan to Dec', () => {
    expect(firstMessage(subscriptionRequest.safeParse({}))).toBe(sharedMessages.selectPlan);
    expect(firstMessage(subscriptionRequest.safeParse({ selectedPlan: 'Free', months: ['January'] }))).toBe(
      sharedMessages.invalidMonth,
    );
    expect(subscriptionRequest.parse({ selectedPlan: 'Free' })).toEqual({ selectedPlan: 'Free', months: [] });
  });
});
