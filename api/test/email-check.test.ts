import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { sharedMessages } from '@portal/shared/texts';
import { formBodyLimit } from '../src/http/body-limits';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

// Issue 11, item 1: 64 KB built to make a backtracking e-mail pattern try every split of its dots.
const redosEmail = 'a@' + 'a.'.repeat(32000) + '@';

const formsWithEmail: [string, object][] = [
  ['/api/auth/forget-password', {}],
  ['/api/auth/signup', { firstName: 'Ava', lastName: 'Lee', password: 'Seeker@2026', agreed: true }],
  ['/api/auth/email-verification', { token: '123456' }],
  ['/api/auth/resend-verification-code', {}],
  ['/api/auth/reset-password', { password: 'Seeker@2026', token: 'abc' }],
  ['/api/contact', { name: 'Ava', message: 'I would like help with my CV.' }],
  ['/api/job-alerts', { experience: '3-5', locations: ['Sydney'], salaryRange: '80k-120k' }],
];

for (const [url, rest] of formsWithEmail) {
  it(`${url} refuses the 64 KB e-mail of the ReDoS report with 400 and the e-mail message`, async () => {
    const response = await t.app.inject({ method: 'POST', url, payload: { ...rest, email: redosEmail } });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { success: false, message: sharedMessages.validEmail });
  });
}

it('refuses a form body over the form limit with 413 before parsing it', async () => {
  const payload = JSON.stringify({ email: 'x'.repeat(formBodyLimit) + '@example.com' });
  for (const url of ['/api/auth/forget-password', '/api/auth/signin', '/api/contact', '/api/job-alerts']) {
    const response = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(response.statusCode, 413, url);
    assert.equal(response.json().success, false);
  }
});
