import { userWithRole } from '../testing/fixtures';
import { nextOnboardingPath, onboardingStepRedirect } from './next-step';

const fresh = userWithRole('user', { step2: false, step3: false, step4: false, step5: false });

describe('post-login routing', () => {
  it.each([
    ['nothing done', {}, '/complete'],
    ['the profile done', { step2: true }, '/upload'],
    ['documents done', { step2: true, step3: true }, '/profile-success'],
    ['the plan chosen', { step2: true, step3: true, step4: true }, '/selectplatform'],
    ['everything done', { step2: true, step3: true, step4: true, step5: true }, '/dashboard'],
  ])('a candidate with %s (%j) goes to %s', (_case, flags, path) => {
    expect(nextOnboardingPath({ ...fresh, ...flags })).toBe(path);
  });

  it('staff go to the dashboard whatever their flags say', () => {
    expect(nextOnboardingPath(userWithRole('admin', { step2: false }))).toBe('/dashboard');
  });
});

describe('a later step cannot be opened before the earlier ones', () => {
  it.each([
    ['/upload', {}, '/complete'],
    ['/selectplatform', {}, '/complete'],
    ['/subscription', { step2: true }, '/upload'],
    ['/profile-success', { step2: true }, '/upload'],
    ['/selectplatform', { step2: true, step3: true }, '/profile-success'],
  ])('%s with %j answers %s', (path, flags, destination) => {
    expect(onboardingStepRedirect({ ...fresh, ...flags }, path)).toBe(destination);
  });

  it.each([
    ['the first incomplete step', '/upload', { step2: true }],
    ['the plan picker, part of the current step', '/subscription', { step2: true, step3: true }],
    ['an earlier, finished step', '/complete', { step2: true, step3: true }],
    ['a step after onboarding is finished', '/selectplatform', { step2: true, step3: true, step4: true, step5: true }],
    ['a page outside onboarding', '/dashboard', {}],
  ])('%s opens', (_case, path, flags) => {
    expect(onboardingStepRedirect({ ...fresh, ...flags }, path)).toBeNull();
  });

  it('does not apply to staff', () => {
    expect(onboardingStepRedirect(userWithRole('admin', { step2: false }), '/selectplatform')).toBeNull();
  });
});
