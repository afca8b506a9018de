import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { devOutboxNotice } from '../src/modules/dev/routes';
import { appOn, createTestApp, type TestApp } from './helpers';

// Issue 11, item 3: the outbox hands out every reset link, so it must not answer beyond the developer's machine.
const outboxUrl = '/api/dev/outbox?to=candidate%40portal.test';

let t: TestApp;
before(async () => {
  t = await createTestApp({ nodeEnv: 'development', smtpUrl: undefined });
});
after(async () => t.close());

describe('development outbox', () => {
  it('answers a connection from a loopback address (IPv4, IPv6, IPv4-mapped)', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await t.app.inject({ method: 'GET', url: outboxUrl, remoteAddress });
      assert.equal(response.statusCode, 200, remoteAddress);
      assert.equal(response.json().success, true);
    }
  });

  it('answers 404 to any other address, whatever X-Forwarded-For claims', async () => {
    for (const remoteAddress of ['10.0.0.7', '203.0.113.9', '::ffff:192.168.1.2', '2001:db8::1']) {
      const response = await t.app.inject({
        method: 'GET',
        url: outboxUrl,
        remoteAddress,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      assert.equal(response.statusCode, 404, remoteAddress);
      assert.equal(response.json().data, undefined);
    }
  });

  it('answers 404 to a remote client even behind a trusted proxy that says the client is loopback', async () => {
    const proxied = await appOn(t.database, { nodeEnv: 'development', smtpUrl: undefined, trustProxy: ['10.0.0.1'] });
    try {
      const response = await proxied.inject({
        method: 'GET',
        url: outboxUrl,
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      assert.equal(response.statusCode, 404);
    } finally {
      await proxied.close();
    }
  });

  it('does not exist when SMTP_URL is set, even from loopback', async () => {
    const withSmtp = await appOn(t.database, { nodeEnv: 'development', smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const response = await withSmtp.inject({ method: 'GET', url: outboxUrl, remoteAddress: '127.0.0.1' });
      assert.equal(response.statusCode, 404);
      const docs = (await withSmtp.inject({ method: 'GET', url: '/api/docs/json' })).json();
      assert.equal(docs.paths['/api/dev/outbox'], undefined);
    } finally {
      await withSmtp.close();
    }
  });

  it('does not exist in production, even from loopback', async () => {
    const production = await appOn(t.database, { nodeEnv: 'production', smtpUrl: undefined });
    try {
      const response = await production.inject({ method: 'GET', url: outboxUrl, remoteAddress: '127.0.0.1' });
      assert.equal(response.statusCode, 404);
    } finally {
      await production.close();
    }
  });

  it('is announced in the start-up banner exactly when it is on', () => {
    const url = 'http://localhost:3000';
    assert.match(
      devOutboxNotice({ nodeEnv: 'development', smtpUrl: undefined }, url) ?? '',
      /outbox is ON.*\/api\/dev\/outbox/,
    );
    assert.equal(devOutboxNotice({ nodeEnv: 'production', smtpUrl: undefined }, url), null);
    assert.equal(devOutboxNotice({ nodeEnv: 'development', smtpUrl: 'smtp://relay:587' }, url), null);
  });
});
