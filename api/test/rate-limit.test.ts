import assert from 'node:assert/strict';
import { assertSaysWhenToRetry } from './limits-support';
import { after, before, it } from 'node:test';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
before(async () => {
  t = await createTestApp({ rateLimitAuthPerMinute: 3 });
});
after(async () => t.close());

const authRoutes: [string, object][] = [
  ['/api/auth/signin', { email: 'candidate@portal.test', password: 'Wrong@2026' }],
  ['/api/auth/signup', { firstName: 'A', lastName: 'B', email: 'x', password: 'x', agreed: true }],
  ['/api/auth/email-verification', { email: 'candidate@portal.test', token: '123456' }],
  ['/api/auth/resend-verification-code', { email: 'nobody@example.com' }],
  ['/api/auth/forget-password', { email: 'nobody@example.com' }],
  ['/api/auth/reset-password', { email: 'nobody@example.com', password: 'Fresh@2026', token: 'nope' }],
];

it('limits every auth route per client and route, answering 429 with the catalogue message', async () => {
  for (const [url, payload] of authRoutes) {
    for (let call = 1; call <= 3; call += 1) {
      const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.0.0.1' });
      assert.notEqual(response.statusCode, 429, `${url} call ${call}`);
    }
    const limited = await t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.0.0.1' });
    assert.equal(limited.statusCode, 429, url);
    assertSaysWhenToRetry(limited);
    assert.ok(limited.headers['retry-after'], 'tells the client when to retry');
  }
  // Another client is not affected by the first one's limit.
  const other = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: authRoutes[0]![1],
    remoteAddress: '10.0.0.2',
  });
  assert.equal(other.statusCode, 401);
});

it('does not limit other routes', async () => {
  for (let call = 0; call < 6; call += 1) {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.1' });
    assert.equal(response.statusCode, 200);
  }
});

it('limits document uploads per client, before the body is read', async () => {
  const limited = await createTestApp({ rateLimitUploadsPerMinute: 2 });
  try {
    // Unsigned requests count too: the limit comes before authentication.
    const send = () => limited.app.inject({ method: 'POST', url: '/api/document/uploads', remoteAddress: '10.0.0.3' });
    assert.equal((await send()).statusCode, 401);
    assert.equal((await send()).statusCode, 401);
    const third = await send();
    assert.equal(third.statusCode, 429);
    assertSaysWhenToRetry(third);
  } finally {
    await limited.close();
  }
});
