import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assertSaysWhenToRetry } from './limits-support';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { removeExpiredJobAlertRequests } from '../src/modules/job-alerts/repository';
import { createTestApp, postgresUrl, testConfig, type TestApp } from './helpers';
import { sharedMessages } from '@portal/shared/texts';
import { apiMessages } from '../src/texts';
import { jobAlertMails, jobAlertMessages } from '../src/modules/job-alerts/texts';

const supportEmail = 'help-desk@portal.test';
const contact = {
  name: "Siobhan O'Neil",
  email: 'Siobhan@Example.com',
  phone: '+61 412 345 678',
  subject: 'CV review',
  message: 'Could you review my CV before I apply for nursing roles in Geelong?',
};
const alert = {
  email: 'ava@example.com',
  experience: '3-5',
  locations: ['Sydney', 'Melbourne'],
  salaryRange: '80k-120k',
};

const countRows = async (t: TestApp, table: 'contact_messages' | 'job_alerts' | 'job_alert_requests' | 'mail_outbox') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('contact form and contact details', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(
      {},
      {
        SUPPORT_EMAIL: supportEmail,
        CONTACT_ADDRESS: '1 Swanston Street, Melbourne VIC 3000',
        CONTACT_PHONE: '+61 3 5550 0000',
        CONTACT_EMAIL: 'hello@portal.test',
        CONTACT_WEBSITE: 'https://careers.portal.test',
        // Nothing listens here: every delivery fails, as when the relay is down.
        SMTP_URL: 'smtp://127.0.0.1:9',
      },
    );
  });
  after(async () => t.close());

  it('answers the contact details from configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site/contact-details' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), {
      success: true,
      data: {
        address: '1 Swanston Street, Melbourne VIC 3000',
        phone: '+61 3 5550 0000',
        email: 'hello@portal.test',
        website: 'https://careers.portal.test',
      },
    });
  });

  it('stores a message and queues one e-mail to the support address, even while mail is down', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact });
    assert.equal(response.statusCode, 201);
    const body = response.json();
    assert.equal(body.success, true);
    assert.equal(body.message, sharedMessages.contactSent);

    const stored = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', body.data._id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.name, contact.name);
    assert.equal(stored.email, 'siobhan@example.com');
    assert.equal(stored.phone, contact.phone);
    assert.equal(stored.subject, contact.subject);
    assert.equal(stored.message, contact.message);

    const mails = await t.db.selectFrom('mail_outbox').selectAll().where('to', '=', supportEmail).execute();
    assert.equal(mails.length, 1);
    const mail = mails[0]!;
    assert.match(mail.subject, /CV review/);
    assert.match(mail.subject, /Siobhan O'Neil/);
    assert.ok(mail.text.includes(contact.message));
    assert.ok(mail.text.includes('siobhan@example.com'));
    assert.ok(mail.text.includes(contact.phone));
    assert.ok(mail.html.includes('O&#39;Neil'), 'the sender name is escaped in the HTML part');

    // The relay refuses: the message stays stored and the e-mail waits for its retry.
    const drained = await t.app.mail.drainOutbox();
    assert.deepEqual(drained, { delivered: 0, retrying: 1, failed: 0 });
    const retried = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', mail.id)
      .executeTakeFirstOrThrow();
    assert.equal(retried.status, 'pending');
    assert.equal(retried.attempts, 1);
    assert.ok(retried.last_error);
    assert.equal(
      await t.db
        .selectFrom('contact_messages')
        .select('id')
        .where('id', '=', body.data._id)
        .execute()
        .then((rows) => rows.length),
      1,
    );
  });

  it('accepts a message without phone or subject', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Ngoc Tran',
        email: 'ngoc@example.com',
        message: 'Do you help graduates find their first role?',
      },
    });
    assert.equal(response.statusCode, 201);
    const stored = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', response.json().data._id)
      .executeTakeFirstOrThrow();
    assert.equal(stored.phone, null);
    assert.equal(stored.subject, null);
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('text', 'like', '%first role%')
      .executeTakeFirstOrThrow();
    assert.equal(mail.to, supportEmail);
  });

  it('refuses bad input with a 400 and the field message, storing and mailing nothing', async () => {
    const before = [await countRows(t, 'contact_messages'), await countRows(t, 'mail_outbox')];
    const cases: [object | string, string][] = [
      [{ ...contact, name: '   ' }, sharedMessages.contactNameRequired],
      [{ ...contact, email: 'not-an-email' }, sharedMessages.validEmail],
      [{ ...contact, phone: 'call me maybe' }, sharedMessages.contactPhoneInvalid],
      [{ ...contact, subject: 's'.repeat(151) }, sharedMessages.contactSubjectTooLong],
      [{ ...contact, message: 'Hi' }, sharedMessages.contactMessageTooShort],
      [{ ...contact, message: 'm'.repeat(5001) }, sharedMessages.contactMessageTooLong],
      [{ ...contact, message: 42 }, sharedMessages.contactMessageTooShort],
      [{ ...contact, name: 'Eve\u0000' }, sharedMessages.invalidCharacters],
      [{ name: 'Only a name' }, sharedMessages.validEmail],
      [JSON.stringify('just text'), apiMessages.invalidBody],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: payload as object,
        headers: typeof payload === 'string' ? { 'content-type': 'application/json' } : {},
      });
      assert.equal(response.statusCode, 400, JSON.stringify(payload).slice(0, 80));
      assert.equal(response.json().success, false);
      assert.equal(response.json().message, message, JSON.stringify(payload).slice(0, 80));
    }
    assert.deepEqual([await countRows(t, 'contact_messages'), await countRows(t, 'mail_outbox')], before);
  });
});

describe('job alerts', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => t.close());

  const signUp = (payload: object) => t.app.inject({ method: 'POST', url: '/api/job-alerts', payload });
  const confirm = (token: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/job-alerts/confirm', payload: { token } });
  const unsubscribe = (token: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/job-alerts/unsubscribe', payload: { token } });
  /** The newest e-mail with this subject to this address, and the token of the link it carries. */
  const newestMail = async (to: string, subject: string) => {
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['text', 'created_at'])
      .where('to', '=', to)
      .where('subject', '=', subject)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const token = /\?token=([\w-]+)/.exec(mail.text)?.[1];
    assert.ok(token, mail.text);
    return { text: mail.text, token };
  };
  const subscriber = (email: string) =>
    t.db.selectFrom('job_alerts').selectAll().where('email', '=', email).executeTakeFirst();

  it('a sign-up e-mails a confirmation link and subscribes nothing until it is opened', async () => {
    const response = await signUp(alert);
    assert.equal(response.statusCode, 202);
    assert.deepEqual(response.json(), { success: true, message: jobAlertMessages.jobAlertCheckInbox });
    assert.equal(await subscriber('ava@example.com'), undefined);

    const mail = await newestMail('ava@example.com', jobAlertMails.jobAlertConfirmSubject);
    assert.match(mail.text, /http:\/\/portal\.test\/job-alerts\/confirm\?token=/);
    assert.match(
      mail.text,
      /Experience: 3-5 years\nLocations: Melbourne, Sydney\nSalary range: \$80,000 - \$120,000 a year/,
    );
    const stored = await t.db.selectFrom('job_alert_requests').selectAll().executeTakeFirstOrThrow();
    assert.notEqual(stored.token_digest, mail.token, 'the token is kept as a digest only');

    const confirmed = await confirm(mail.token);
    assert.equal(confirmed.statusCode, 201);
    const body = confirmed.json();
    assert.equal(body.message, jobAlertMessages.jobAlertSubscribed);
    assert.deepEqual(body.data, {
      _id: body.data._id,
      email: 'ava@example.com',
      experience: '3-5',
      locations: ['Melbourne', 'Sydney'],
      salaryRange: '80k-120k',
    });
    const row = await subscriber('ava@example.com');
    assert.deepEqual(row?.locations, ['Melbourne', 'Sydney']);
    assert.equal(row?.salary_range, '80k-120k');
    const active = await newestMail('ava@example.com', jobAlertMails.jobAlertActiveSubject);
    assert.match(active.text, /http:\/\/portal\.test\/job-alerts\/unsubscribe\?token=/);
    assert.equal(await t.db.selectFrom('job_alert_requests').selectAll().executeTakeFirst(), undefined);
  });

  it('a link works once', async () => {
    await signUp({ ...alert, email: 'once@example.com' });
    const { token } = await newestMail('once@example.com', jobAlertMails.jobAlertConfirmSubject);
    assert.equal((await confirm(token)).statusCode, 201);
    const again = await confirm(token);
    assert.equal(again.statusCode, 400);
    assert.deepEqual(again.json(), { success: false, message: jobAlertMessages.jobAlertConfirmLinkInvalid });
  });

  it('answers a known subscriber as anyone else, and changes their choices only through the link', async () => {
    const response = await signUp({
      email: ' AVA@Example.com ',
      experience: '6+',
      locations: ['London'],
      salaryRange: '120k-plus',
    });
    assert.equal(response.statusCode, 202);
    assert.deepEqual(response.json(), { success: true, message: jobAlertMessages.jobAlertCheckInbox });
    assert.equal((await subscriber('ava@example.com'))?.experience, '3-5', 'nothing changes before the link');

    const { token } = await newestMail('ava@example.com', jobAlertMails.jobAlertConfirmSubject);
    const confirmed = await confirm(token);
    assert.equal(confirmed.statusCode, 200);
    assert.equal(confirmed.json().message, jobAlertMessages.jobAlertUpdated);
    const rows = await t.db.selectFrom('job_alerts').selectAll().where('email', '=', 'ava@example.com').execute();
    assert.equal(rows.length, 1, 'no duplicate subscriber');
    assert.equal(rows[0]!.experience, '6+');
    assert.deepEqual(rows[0]!.locations, ['London']);
    assert.equal(rows[0]!.salary_range, '120k-plus');
    assert.equal(confirmed.json().data._id, rows[0]!.id);
  });

  it('only the newest link sent to an address works', async () => {
    await signUp({ ...alert, email: 'twice@example.com', experience: '0-2' });
    const older = await newestMail('twice@example.com', jobAlertMails.jobAlertConfirmSubject);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await signUp({ ...alert, email: 'twice@example.com', experience: '6+' });
    const newer = await newestMail('twice@example.com', jobAlertMails.jobAlertConfirmSubject);
    assert.notEqual(older.token, newer.token);
    assert.equal((await confirm(older.token)).statusCode, 400);
    assert.equal((await confirm(newer.token)).statusCode, 201);
    assert.equal((await subscriber('twice@example.com'))?.experience, '6+');
  });

  it('an expired link subscribes nothing, says so, and is swept away', async () => {
    await signUp({ ...alert, email: 'late@example.com' });
    const { token } = await newestMail('late@example.com', jobAlertMails.jobAlertConfirmSubject);
    await t.db
      .updateTable('job_alert_requests')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'late@example.com')
      .execute();
    const response = await confirm(token);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, jobAlertMessages.jobAlertConfirmLinkExpired);
    assert.equal(await subscriber('late@example.com'), undefined);

    assert.equal(await removeExpiredJobAlertRequests(t.db), 1);
    const left = await t.db.selectFrom('job_alert_requests').select('email').execute();
    assert.ok(!left.some((row) => row.email === 'late@example.com'));
  });

  it('the unsubscribe link ends the subscription, once; an older one stops working when choices change', async () => {
    await signUp({ ...alert, email: 'leaving@example.com' });
    await confirm((await newestMail('leaving@example.com', jobAlertMails.jobAlertConfirmSubject)).token);
    const first = await newestMail('leaving@example.com', jobAlertMails.jobAlertActiveSubject);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await signUp({ ...alert, email: 'leaving@example.com', salaryRange: 'under-80k' });
    await confirm((await newestMail('leaving@example.com', jobAlertMails.jobAlertConfirmSubject)).token);
    const second = await newestMail('leaving@example.com', jobAlertMails.jobAlertActiveSubject);

    const stale = await unsubscribe(first.token);
    assert.equal(stale.statusCode, 400);
    assert.deepEqual(stale.json(), { success: false, message: jobAlertMessages.jobAlertUnsubscribeLinkInvalid });
    assert.ok(await subscriber('leaving@example.com'));

    const response = await unsubscribe(second.token);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { success: true, message: jobAlertMessages.jobAlertUnsubscribed });
    assert.equal(await subscriber('leaving@example.com'), undefined);
    assert.equal((await unsubscribe(second.token)).statusCode, 400);
  });

  it('sends one address at most five confirmation links an hour, then says so and changes nothing', async () => {
    const email = 'flooded@example.com';
    for (let sent = 0; sent < 5; sent += 1) assert.equal((await signUp({ ...alert, email })).statusCode, 202);
    const newest = await newestMail(email, jobAlertMails.jobAlertConfirmSubject);
    const refused = await signUp({ ...alert, email, experience: '6+' });
    assert.equal(refused.statusCode, 429);
    assert.deepEqual(refused.json(), { success: false, message: jobAlertMessages.jobAlertTooManyLinks });
    const mails = await t.db.selectFrom('mail_outbox').select('id').where('to', '=', email).execute();
    assert.equal(mails.length, 5);
    // The last link sent still works.
    assert.equal((await confirm(newest.token)).statusCode, 201);
    assert.equal((await subscriber(email))?.experience, '3-5');
  });

  it('refuses bad input with a 400 and the field message, storing and mailing nothing', async () => {
    const counts = async () => [
      await countRows(t, 'job_alerts'),
      await countRows(t, 'job_alert_requests'),
      await countRows(t, 'mail_outbox'),
    ];
    const before = await counts();
    const fresh = { ...alert, email: 'new-subscriber@example.com' };
    const cases: [object, string][] = [
      [{ ...fresh, email: 'nope' }, sharedMessages.validEmail],
      [{ ...fresh, experience: '1-2' }, sharedMessages.jobAlertExperienceRequired],
      [{ ...fresh, experience: undefined }, sharedMessages.jobAlertExperienceRequired],
      [{ ...fresh, locations: [] }, sharedMessages.jobAlertLocationsRequired],
      [{ ...fresh, locations: ['Perth'] }, sharedMessages.jobAlertLocationsRequired],
      [{ ...fresh, locations: 'Sydney' }, sharedMessages.jobAlertLocationsRequired],
      [{ ...fresh, salaryRange: '$1,000,000' }, sharedMessages.jobAlertSalaryRangeRequired],
      [{ ...fresh, salaryRange: null }, sharedMessages.jobAlertSalaryRangeRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await signUp(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.equal(response.json().message, message, JSON.stringify(payload));
    }
    for (const send of [confirm, unsubscribe]) {
      for (const token of [undefined, '', '   ', 42, 'x'.repeat(201)]) {
        const response = await send(token);
        assert.equal(response.statusCode, 400, String(token));
        assert.equal(response.json().message, sharedMessages.jobAlertLinkMissing, String(token));
      }
    }
    assert.equal((await confirm('not-a-token-we-sent')).json().message, jobAlertMessages.jobAlertConfirmLinkInvalid);
    assert.equal(
      (await unsubscribe('not-a-token-we-sent')).json().message,
      jobAlertMessages.jobAlertUnsubscribeLinkInvalid,
    );
    assert.deepEqual(await counts(), before);
  });
});

describe('rate limit on the public forms', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ rateLimitPublicFormsPerMinute: 2 });
  });
  after(async () => t.close());

  it('answers 429 saying when to try again after the limit, per client', async () => {
    for (const [url, payload] of [
      ['/api/contact', contact],
      ['/api/job-alerts', alert],
    ] as const) {
      for (let call = 0; call < 2; call += 1) {
        const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.0.0.7' });
        assert.notEqual(response.statusCode, 429, url);
      }
      const limited = await t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.0.0.7' });
      assert.equal(limited.statusCode, 429, url);
      assertSaysWhenToRetry(limited);
      const other = await t.app.inject({ method: 'POST', url, payload, remoteAddress: '10.0.0.8' });
      assert.notEqual(other.statusCode, 429, url);
    }
  });
});

describe('contact details defaults', () => {
  it('come from the repository when nothing is configured', () => {
    const config = testConfig();
    assert.deepEqual(config.contactDetails, {
      address: 'Level 5, 100 Collins Street, Melbourne VIC 3000',
      phone: '+61 3 5550 4321',
      email: 'support@portal.local',
      website: 'http://portal.test',
    });
    assert.equal(config.supportEmail, 'support@portal.local');
  });
});

describe('what was sent survives reopening the database', () => {
  // The app's data folder (the demo seed stores files there); PGlite's files too when it is the database.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-forms-'));
  let directory: string | undefined;
  let schema: string | undefined;
  const open = (): Promise<DatabaseHandle> =>
    postgresUrl
      ? openDatabase({ kind: 'postgresql', url: postgresUrl, schema })
      : openDatabase({ kind: 'pglite', directory });

  before(async () => {
    if (postgresUrl) {
      schema = `portal_test_${crypto.randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
    } else {
      directory = path.join(dataDir, 'pglite');
    }
  });
  after(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (schema) {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    }
  });

  it('finds the contact message, its e-mail, the job-alert sign-up and its e-mail after a restart', async () => {
    const first = await open();
    const app = await buildApp(testConfig({ dataDir }), { database: first });
    await app.ready();
    const sent = await app.inject({ method: 'POST', url: '/api/contact', payload: contact });
    assert.equal(sent.statusCode, 201);
    assert.equal((await app.inject({ method: 'POST', url: '/api/job-alerts', payload: alert })).statusCode, 202);
    await app.close();

    const second = await open();
    try {
      const message = await second.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('id', '=', sent.json().data._id)
        .executeTakeFirstOrThrow();
      assert.equal(message.message, contact.message);
      const mail = await second.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to', '=', 'support@portal.local')
        .execute();
      assert.equal(mail.length, 1);
      const signup = await second.db.selectFrom('job_alert_requests').selectAll().executeTakeFirstOrThrow();
      assert.equal(signup.email, 'ava@example.com');
      assert.deepEqual(signup.locations, ['Melbourne', 'Sydney']);
      const confirmation = await second.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to', '=', 'ava@example.com')
        .execute();
      assert.equal(confirmation.length, 1);
    } finally {
      await second.close();
    }
  });
});
