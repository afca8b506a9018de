import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { enqueueMail, maxDeliveryAttempts, outboxRetentionMs, pruneOutbox } from '../src/modules/mail/outbox';
import { buildApp } from '../src/app';
import {
  appOn,
  createTestApp,
  testConfig,
  latestMail,
  latestVerificationCode,
  newCandidate,
  type TestApp,
} from './helpers';
import { authMails } from '../src/modules/auth/texts';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free port; `refuse` makes it reject that many messages with a 451. */
async function startSmtpServer() {
  const received: Received[] = [];
  const state = { refuse: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuse > 0) {
          state.refuse -= 1;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft line breaks so the body reads as sent. */
const body = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe('outbox without SMTP (embedded default)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  it('logs each message, marks it logged, and the dev endpoint lists a recipient’s mail newest first', async () => {
    const email = 'outbox.reader@example.com';
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: newCandidate(email) })).statusCode,
      201,
    );
    const firstCode = await latestVerificationCode(t.db, email);
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/api/auth/resend-verification-code', payload: { email } }))
        .statusCode,
      200,
    );
    const secondCode = await latestVerificationCode(t.db, email);
    assert.equal((await latestMail(t.db, email)).status, 'pending');

    const result = await t.app.mail.drainOutbox();
    assert.ok(result.delivered >= 2);
    const response = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    assert.equal(response.statusCode, 200);
    const inbox = response.json().data as {
      subject: string;
      text: string;
      html: string;
      status: string;
      createdAt: string;
    }[];
    assert.equal(inbox.length, 2);
    assert.ok(inbox.every((mail) => mail.status === 'logged' && mail.subject === authMails.verificationSubject));
    assert.ok(inbox[0]!.text.includes(secondCode));
    assert.ok(inbox[1]!.text.includes(firstCode));
    assert.ok(inbox[0]!.createdAt >= inbox[1]!.createdAt);
    assert.ok(inbox[0]!.html.includes(secondCode));

    const other = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=someone.else@example.com' });
    assert.deepEqual(other.json(), { success: true, data: [] });
    const bad = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=not-an-address' });
    assert.equal(bad.statusCode, 400);
  });

  it('the background worker of a started server sends new mail without being asked, and stops on close', async () => {
    const server = await buildApp(testConfig(), {
      database: t.database,
      closeDatabaseWithApp: false,
      runBackgroundTasks: true,
    });
    await server.ready();
    try {
      const email = 'worker.person@example.com';
      await server.inject({ method: 'POST', url: '/api/auth/signup', payload: newCandidate(email) });
      const deadline = Date.now() + 10_000;
      while ((await latestMail(t.db, email)).status === 'pending' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.equal((await latestMail(t.db, email)).status, 'logged');
    } finally {
      await server.close();
    }
  });

  it('forgets handled mail after the retention, never mail still waiting to go', async () => {
    const to = 'retention@example.com';
    for (const subject of ['old and logged', 'old and pending', 'recent and logged'])
      await enqueueMail(t.db, { to, subject, text: subject });
    const old = new Date(Date.now() - outboxRetentionMs - 60_000);
    await t.db
      .updateTable('mail_outbox')
      .set({ created_at: old, status: 'logged' })
      .where('subject', '=', 'old and logged')
      .execute();
    await t.db.updateTable('mail_outbox').set({ created_at: old }).where('subject', '=', 'old and pending').execute();
    await t.db
      .updateTable('mail_outbox')
      .set({ status: 'logged' })
      .where('subject', '=', 'recent and logged')
      .execute();

    assert.equal(await pruneOutbox(t.db), 1);
    const left = await t.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to', '=', to)
      .orderBy('subject')
      .execute();
    assert.deepEqual(
      left.map((mail) => mail.subject),
      ['old and pending', 'recent and logged'],
    );
    // Leave nothing pending behind for the other tests' outbox readers.
    await t.db.deleteFrom('mail_outbox').where('to', '=', to).execute();
  });

  it('has no dev endpoint in production', async () => {
    const production = await appOn(t.database, { nodeEnv: 'production' });
    try {
      const response = await production.inject({ method: 'GET', url: '/api/dev/outbox?to=candidate@portal.test' });
      assert.equal(response.statusCode, 404);
      const docs = (await production.inject({ method: 'GET', url: '/api/docs/json' })).json();
      assert.equal(docs.paths['/api/dev/outbox'], undefined);
    } finally {
      await production.close();
    }
  });
});

describe('outbox through SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  before(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url, mailFrom: 'Career Portal <no-reply@portal.test>' });
  });
  after(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification e-mail to a real SMTP server and marks it sent', async () => {
    const email = 'smtp.person@example.com';
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: newCandidate(email) });
    const code = await latestVerificationCode(t.db, email);
    assert.deepEqual(await t.app.mail.drainOutbox(), { delivered: 1, retrying: 0, failed: 0 });
    assert.equal(smtp.received.length, 1);
    const message = smtp.received[0]!;
    assert.deepEqual(message.to, [email]);
    assert.equal(message.from, 'no-reply@portal.test');
    assert.match(message.raw, new RegExp(`Subject: ${authMails.verificationSubject}`));
    assert.ok(body(message.raw).includes(`Your verification code is ${code}.`));
    const row = await latestMail(t.db, email);
    assert.equal(row.status, 'sent');
    assert.equal(row.attempts, 1);
    assert.ok(row.sent_at);
  });

  it('retries with backoff after the server refuses once, then delivers', async () => {
    const email = 'retry.person@example.com';
    smtp.state.refuse = 1;
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: newCandidate(email) });
    assert.deepEqual(await t.app.mail.drainOutbox(), { delivered: 0, retrying: 1, failed: 0 });
    let row = await latestMail(t.db, email);
    assert.equal(row.status, 'pending');
    assert.equal(row.attempts, 1);
    assert.match(row.last_error ?? '', /Mailbox busy/);
    const waitSeconds = (new Date(row.next_attempt_at).getTime() - Date.now()) / 1000;
    assert.ok(waitSeconds > 20 && waitSeconds <= 30, `waits ${waitSeconds}s before retrying`);

    // Not due yet: nothing is sent.
    assert.deepEqual(await t.app.mail.drainOutbox(), { delivered: 0, retrying: 0, failed: 0 });
    await t.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where('id', '=', row.id)
      .execute();
    assert.deepEqual(await t.app.mail.drainOutbox(), { delivered: 1, retrying: 0, failed: 0 });
    row = await latestMail(t.db, email);
    assert.equal(row.status, 'sent');
    assert.equal(row.attempts, 2);
    assert.equal(row.last_error, null);
    assert.ok(smtp.received.some((message) => message.to.includes(email)));
  });

  it('gives up after the last attempt and marks the message failed', async () => {
    const email = 'doomed.person@example.com';
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: newCandidate(email) });
    const row = await latestMail(t.db, email);
    await t.db
      .updateTable('mail_outbox')
      .set({ attempts: maxDeliveryAttempts - 1 })
      .where('id', '=', row.id)
      .execute();
    smtp.state.refuse = 1;
    assert.deepEqual(await t.app.mail.drainOutbox(), { delivered: 0, retrying: 0, failed: 1 });
    const failed = await latestMail(t.db, email);
    assert.equal(failed.status, 'failed');
    assert.equal(failed.attempts, maxDeliveryAttempts);
  });
});
