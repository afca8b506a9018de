// Settings of every role: profile details, password change (ending other sessions), e-mail change by code.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sharedMessages } from '@portal/shared/texts';
import sharp from 'sharp';
import path from 'node:path';
import { decodeJwt } from 'jose';
import {
  assertPasswordChecksWait,
  bearer,
  createTestApp,
  filesUnder,
  latestMail,
  multipart,
  newCandidate,
  signIn,
  type TestApp,
} from './helpers';

let t: TestApp;
let passwordHash: string | null;

before(async () => {
  t = await createTestApp();
  passwordHash = (
    await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'candidate@portal.test')
      .executeTakeFirstOrThrow()
  ).password_hash;
});
after(async () => t.close());

/** A fresh candidate of this test's own (password Portal@2026). */
async function newAccount(email: string, role: 'user' | 'admin' = 'user'): Promise<string> {
  await t.db
    .insertInto('users')
    .values({
      first_name: 'Sam',
      last_name: 'Settings',
      email,
      role,
      email_verified: true,
      password_hash: passwordHash,
    })
    .execute();
  return signIn(t.app, email);
}
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
const call = (method: 'PATCH' | 'POST' | 'GET', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('PATCH /api/user/profile-details', () => {
  it('saves names and phone for a candidate and for staff', async () => {
    for (const [email, role] of [
      ['details.user@example.com', 'user'],
      ['details.admin@example.com', 'admin'],
    ] as const) {
      const token = await newAccount(email, role);
      const answer = await call('PATCH', '/api/user/profile-details', token, {
        firstName: 'Robin',
        lastName: 'Lee',
        phoneNumber: '+61 412 345 678',
      });
      assert.equal(answer.statusCode, 200, answer.body);
      const user = answer.json().data;
      assert.equal(user.firstName, 'Robin');
      assert.equal(user.lastName, 'Lee');
      assert.equal(user.phoneNumber, '+61412345678');
      assert.equal(user.email, email);
      assert.equal(answer.json().message, sharedMessages.profileUpdated);
    }
  });

  it("reads a number typed without a dial code as Australian ('0412 345 678') and stores it as /complete does", async () => {
    const token = await newAccount('details.local@example.com');
    for (const phoneNumber of ['0412345678', '0412 345 678']) {
      const answer = await call('PATCH', '/api/user/profile-details', token, {
        firstName: 'Casey',
        lastName: 'Candidate',
        phoneNumber,
      });
      assert.equal(answer.statusCode, 200, answer.body);
      assert.equal(answer.json().data.phoneNumber, '+61412345678');
    }
    const row = await t.db
      .selectFrom('users')
      .select('phone_number')
      .where('email', '=', 'details.local@example.com')
      .executeTakeFirstOrThrow();
    assert.equal(row.phone_number, '+61412345678');
  });

  it('refuses missing or bad fields with 400 and changes nothing', async () => {
    const token = await newAccount('details.bad@example.com');
    for (const payload of [
      { firstName: '', lastName: 'Lee', phoneNumber: '+61412345678' },
      { firstName: 'Robin', lastName: 'L33', phoneNumber: '+61412345678' },
      { firstName: 'Robin', lastName: 'Lee', phoneNumber: 'call me' },
      { firstName: 'Robin', lastName: 'Lee' },
    ]) {
      const answer = await call('PATCH', '/api/user/profile-details', token, payload);
      assert.equal(answer.statusCode, 400, JSON.stringify(payload));
      assert.ok(answer.json().message);
    }
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'details.bad@example.com')
      .executeTakeFirstOrThrow();
    assert.equal(row.first_name, 'Sam');
    assert.equal(row.phone_number, null);
  });

  it('says a name over 60 letters is too long, not that it holds something other than letters', async () => {
    const token = await newAccount('details.long@example.com');
    for (const [payload, message] of [
      [{ firstName: 'A'.repeat(61), lastName: 'Lee', phoneNumber: '+61412345678' }, sharedMessages.nameTooLong],
      [{ firstName: 'Robin', lastName: 'B'.repeat(300), phoneNumber: '+61412345678' }, sharedMessages.nameTooLong],
      [{ firstName: 1, lastName: 'Lee', phoneNumber: '+61412345678' }, sharedMessages.lettersOnly],
    ] as const) {
      const answer = await call('PATCH', '/api/user/profile-details', token, payload);
      assert.deepEqual([answer.statusCode, answer.json().message], [400, message], JSON.stringify(payload));
    }
    const sixty = await call('PATCH', '/api/user/profile-details', token, {
      firstName: 'A'.repeat(60),
      lastName: 'Lee',
      phoneNumber: '+61412345678',
    });
    assert.equal(sixty.statusCode, 200, sixty.body);
  });
});

describe('PATCH /api/user/change-password', () => {
  it('needs the old password and a new one following the sign-up rule', async () => {
    const token = await newAccount('password.rules@example.com');
    const wrong = await call('PATCH', '/api/user/change-password', token, {
      oldPassword: 'Wrong@2026',
      newPassword: 'Better@2027',
    });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, sharedMessages.oldPasswordIncorrect);
    const weak = await call('PATCH', '/api/user/change-password', token, {
      oldPassword: 'Portal@2026',
      newPassword: 'short',
    });
    assert.equal(weak.statusCode, 400);
    assert.equal(weak.json().message, sharedMessages.passwordRule);
    // Nothing changed: the old password still signs in.
    await signIn(t.app, 'password.rules@example.com');
  });

  it('refuses a new password equal to the old one, changing nothing and ending no session', async () => {
    const email = 'password.same@example.com';
    const here = await newAccount(email);
    const elsewhere = await signIn(t.app, email);
    const same = await call('PATCH', '/api/user/change-password', here, {
      oldPassword: 'Portal@2026',
      newPassword: 'Portal@2026',
    });
    assert.equal(same.statusCode, 400, same.body);
    assert.equal(same.json().message, sharedMessages.newPasswordSameAsOld);
    assert.equal((await call('GET', '/api/user/me', here)).statusCode, 200);
    assert.equal((await call('GET', '/api/user/me', elsewhere)).statusCode, 200);
    const row = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    assert.equal(row.password_hash, passwordHash);
    await signIn(t.app, email, 'Portal@2026');
  });

  it('changes it, ends every other session, and keeps this one with a new token', async () => {
    const email = 'password.change@example.com';
    const here = await newAccount(email);
    const elsewhere = await signIn(t.app, email);
    const answer = await call('PATCH', '/api/user/change-password', here, {
      oldPassword: 'Portal@2026',
      newPassword: 'Better@2027',
    });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.json().message, sharedMessages.passwordChanged);
    const fresh = answer.json().data.token as string;
    assert.equal((await call('GET', '/api/user/me', elsewhere)).statusCode, 401);
    assert.equal((await call('GET', '/api/user/me', here)).statusCode, 401);
    assert.equal((await call('GET', '/api/user/me', fresh)).statusCode, 200);
    await assert.rejects(signIn(t.app, email));
    await signIn(t.app, email, 'Better@2027');
  });

  it('counts wrong old passwords with the account’s sign-ins: after five, even the right one waits', async () => {
    const email = 'password.guess@example.com';
    const token = await newAccount(email);
    for (let i = 0; i < 5; i++) {
      const wrong = await call('PATCH', '/api/user/change-password', token, {
        oldPassword: `Wrong@20${i}0`,
        newPassword: 'Better@2027',
      });
      assert.equal(wrong.statusCode, 400);
    }
    const right = await call('PATCH', '/api/user/change-password', token, {
      oldPassword: 'Portal@2026',
      newPassword: 'Better@2027',
    });
    await assertPasswordChecksWait(t.app, email, right);
    assert.equal((await call('GET', '/api/user/me', token)).statusCode, 200);
  });

  it('ends every reset link sent before it and tells the account by e-mail', async () => {
    const email = 'password.links@example.com';
    const token = await newAccount(email);
    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/forget-password', payload: { email } });
    assert.equal(asked.statusCode, 200, asked.body);
    const resetToken = /token=([\w-]+)/.exec((await latestMail(t.db, email)).text)![1]!;
    const changed = await call('PATCH', '/api/user/change-password', token, {
      oldPassword: 'Portal@2026',
      newPassword: 'Better@2027',
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const told = await latestMail(t.db, email);
    assert.match(told.subject, /password was changed/);
    assert.match(told.text, /\/forgetpassword/);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email, password: 'Attack@2026', token: resetToken },
    });
    assert.equal(reset.statusCode, 400, reset.body);
    await assert.rejects(signIn(t.app, email, 'Attack@2026'));
    await signIn(t.app, email, 'Better@2027');
  });

  it('asks an account with no password yet (Google sign-in) to choose one first', async () => {
    const email = 'password.google@example.com';
    const token = await newAccount(email);
    await t.db.updateTable('users').set({ password_hash: null }).where('email', '=', email).execute();
    const answers = [
      await call('PATCH', '/api/user/change-password', token, {
        oldPassword: 'Portal@2026',
        newPassword: 'Better@2027',
      }),
      await call('POST', '/api/user/email-change', token, { newEmail: 'google.new@example.com', password: 'x' }),
      await call('POST', '/api/user/delete-account', token, { password: 'Portal@2026' }),
    ];
    for (const answer of answers) {
      assert.equal(answer.statusCode, 400, answer.body);
      assert.match(answer.json().message, /no password yet/);
    }
    assert.equal((await call('GET', '/api/user/me', token)).statusCode, 200);
  });

  it('keeps the lifetime of the session it replaces: 30 days with Remember Me, else one', async () => {
    for (const rememberMe of [true, false]) {
      const email = `password.remember.${rememberMe}@example.com`;
      await newAccount(email);
      const signin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email, password: 'Portal@2026', rememberMe },
      });
      const before = decodeJwt(signin.json().data.token);
      const answer = await call('PATCH', '/api/user/change-password', signin.json().data.token, {
        oldPassword: 'Portal@2026',
        newPassword: 'Better@2027',
      });
      assert.equal(answer.statusCode, 200, answer.body);
      const after = decodeJwt(answer.json().data.token);
      const days = (claims: { exp?: number; iat?: number }) => (claims.exp! - claims.iat!) / 86_400;
      assert.equal(days(before), rememberMe ? 30 : 1);
      assert.equal(days(after), rememberMe ? 30 : 1);
    }
  });
});

describe('e-mail change by code', () => {
  it('sends a code to the new address and changes the e-mail only once it is entered; the old address is told', async () => {
    const token = await newAccount('email.old@example.com');
    const start = await call('POST', '/api/user/email-change', token, {
      newEmail: 'Email.New@example.com',
      password: 'Portal@2026',
    });
    assert.equal(start.statusCode, 200, start.body);
    const mail = await latestMail(t.db, 'email.new@example.com');
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    // Not changed yet.
    assert.equal((await call('GET', '/api/user/me', token)).json().data.email, 'email.old@example.com');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call('POST', '/api/user/email-change/confirm', token, { code: wrongCode });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, sharedMessages.emailChangeCodeWrong);
    const done = await call('POST', '/api/user/email-change/confirm', token, { code });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().data.email, 'email.new@example.com');
    assert.equal(done.json().message, sharedMessages.emailChanged);
    const told = await latestMail(t.db, 'email.old@example.com');
    assert.match(told.text, /changed to email\.new@example\.com/);
    await signIn(t.app, 'email.new@example.com');
    // The code is used up.
    assert.equal((await call('POST', '/api/user/email-change/confirm', token, { code })).statusCode, 400);
  });

  it('needs the current password: without it, or with a wrong one, no code is sent', async () => {
    const token = await newAccount('email.password@example.com');
    const missing = await call('POST', '/api/user/email-change', token, { newEmail: 'email.password.new@example.com' });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, sharedMessages.currentPasswordRequired);
    const wrong = await call('POST', '/api/user/email-change', token, {
      newEmail: 'email.password.new@example.com',
      password: 'Wrong@2026',
    });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, sharedMessages.currentPasswordIncorrect);
    const sent = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to', '=', 'email.password.new@example.com')
      .execute();
    assert.equal(sent.length, 0);
  });

  it('ends the reset links sent to the old address once the e-mail has changed', async () => {
    const token = await newAccount('email.links@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forget-password',
      payload: { email: 'email.links@example.com' },
    });
    const resetToken = /token=([\w-]+)/.exec((await latestMail(t.db, 'email.links@example.com')).text)![1]!;
    await call('POST', '/api/user/email-change', token, {
      newEmail: 'email.links.new@example.com',
      password: 'Portal@2026',
    });
    const code = codeIn((await latestMail(t.db, 'email.links.new@example.com')).text);
    assert.equal((await call('POST', '/api/user/email-change/confirm', token, { code })).statusCode, 200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'email.links.new@example.com', password: 'Attack@2026', token: resetToken },
    });
    assert.equal(reset.statusCode, 400, reset.body);
  });

  it('refuses an address in use, the same address, bad input, and a confirmation never started', async () => {
    const token = await newAccount('email.refusals@example.com');
    const taken = await call('POST', '/api/user/email-change', token, {
      newEmail: 'admin@portal.test',
      password: 'Portal@2026',
    });
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().message, sharedMessages.emailInUse);
    assert.equal(
      (
        await call('POST', '/api/user/email-change', token, {
          newEmail: 'email.refusals@example.com',
          password: 'Portal@2026',
        })
      ).statusCode,
      400,
    );
    assert.equal(
      (await call('POST', '/api/user/email-change', token, { newEmail: 'not an address', password: 'Portal@2026' }))
        .statusCode,
      400,
    );
    const never = await call('POST', '/api/user/email-change/confirm', token, { code: '123456' });
    assert.equal(never.statusCode, 400);
    assert.equal(never.json().message, sharedMessages.emailChangeNotStarted);
    assert.equal((await call('POST', '/api/user/email-change/confirm', token, { code: '12ab' })).statusCode, 400);
  });

  it('stops after five wrong codes, and refuses an address taken while the code was on its way', async () => {
    const token = await newAccount('email.guess@example.com');
    await call('POST', '/api/user/email-change', token, {
      newEmail: 'email.guess.new@example.com',
      password: 'Portal@2026',
    });
    const code = codeIn((await latestMail(t.db, 'email.guess.new@example.com')).text);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await call('POST', '/api/user/email-change/confirm', token, { code: wrongCode });
    const blocked = await call('POST', '/api/user/email-change/confirm', token, { code });
    assert.equal(blocked.statusCode, 400);

    // The account's guesses are spent for a while (next test): the race is another account's.
    const racer = await newAccount('email.racer@example.com');
    await call('POST', '/api/user/email-change', racer, {
      newEmail: 'email.race@example.com',
      password: 'Portal@2026',
    });
    const raceCode = /\b(\d{6})\b/.exec((await latestMail(t.db, 'email.race@example.com')).text)![1]!;
    await newAccount('email.race@example.com');
    const taken = await call('POST', '/api/user/email-change/confirm', racer, { code: raceCode });
    assert.equal(taken.statusCode, 409);
    assert.equal((await call('GET', '/api/user/me', racer)).json().data.email, 'email.racer@example.com');
    assert.equal((await call('GET', '/api/user/me', token)).json().data.email, 'email.guess@example.com');
  });

  it('counts wrong codes per account across new codes: asking again gives no more guesses', async () => {
    const token = await newAccount('email.cycle@example.com');
    await call('POST', '/api/user/email-change', token, {
      newEmail: 'email.cycle.one@example.com',
      password: 'Portal@2026',
    });
    const first = codeIn((await latestMail(t.db, 'email.cycle.one@example.com')).text);
    for (let i = 0; i < 4; i++) {
      const wrong = await call('POST', '/api/user/email-change/confirm', token, { code: otherThan(first) });
      assert.equal(wrong.statusCode, 400);
    }
    // A new code (to another address): the fifth wrong guess still counts, then the account must wait.
    await call('POST', '/api/user/email-change', token, {
      newEmail: 'email.cycle.two@example.com',
      password: 'Portal@2026',
    });
    const second = codeIn((await latestMail(t.db, 'email.cycle.two@example.com')).text);
    assert.equal(
      (await call('POST', '/api/user/email-change/confirm', token, { code: otherThan(second) })).statusCode,
      400,
    );
    const waits = await call('POST', '/api/user/email-change/confirm', token, { code: second });
    assert.equal(waits.statusCode, 429);
    assert.ok(Number(waits.headers['retry-after']) > 0);
    assert.equal((await call('GET', '/api/user/me', token)).json().data.email, 'email.cycle@example.com');
  });

  it('mails one address a few codes, then makes the next request wait; codes are stored as the keyed digest', async () => {
    const token = await newAccount('email.bomb@example.com');
    const stranger = 'stranger@example.org';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await call('POST', '/api/user/email-change', token, { newEmail: stranger, password: 'Portal@2026' }))
          .statusCode,
      );
    assert.deepEqual(answers, [200, 200, 200, 429, 429]);
    const mails = await t.db.selectFrom('mail_outbox').select('id').where('to', '=', stranger).execute();
    assert.equal(mails.length, 3);
    // The same count as sign-up's: a sign-up to that address waits too.
    const signup = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: newCandidate(stranger) });
    assert.equal(signup.statusCode, 429);

    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'email.bomb@example.com')
      .executeTakeFirstOrThrow();
    const code = codeIn((await latestMail(t.db, stranger)).text);
    const row = await t.db
      .selectFrom('email_changes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .where('consumed_at', 'is', null)
      .executeTakeFirstOrThrow();
    assert.equal(row.code_hash, t.app.verificationCodeDigest(user.id, code));
  });

  it('is not stopped by an unverified sign-up of the new address, which goes when the change is confirmed', async () => {
    const owner = await newAccount('owner@example.com');
    const pendingAddress = 'owner-new@portal.test';
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: newCandidate(pendingAddress),
    });
    assert.equal(signup.statusCode, 201);
    const start = await call('POST', '/api/user/email-change', owner, {
      newEmail: pendingAddress,
      password: 'Portal@2026',
    });
    assert.equal(start.statusCode, 200, start.body);
    const code = codeIn((await latestMail(t.db, pendingAddress)).text);
    const done = await call('POST', '/api/user/email-change/confirm', owner, { code });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().data.email, pendingAddress);
    const holders = await t.db
      .selectFrom('users')
      .select(['email_verified'])
      .where('email', '=', pendingAddress)
      .execute();
    assert.deepEqual(holders, [{ email_verified: true }]);
    await signIn(t.app, pendingAddress);
    // The stranger's sign-up is gone: its code finishes nothing.
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification-code',
      payload: { email: pendingAddress },
    });
    assert.equal(resend.statusCode, 409);
  });
});

describe('profile photo', () => {
  const sendPhoto = (token: string, content: Buffer, filename = 'photo.png', contentType = 'image/png') => {
    const body = multipart([{ name: 'file', filename, content, contentType }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/profile-picture',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  };
  const image = (width: number, height: number, format: 'jpeg' | 'gif' | 'png') =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .toFormat(format)
      .toBuffer();

  it('re-encodes any raster image as a PNG of at most 400 x 400, served at the new address', async () => {
    const token = await newAccount('photo.user@example.com');
    const answer = await sendPhoto(token, await image(1200, 800, 'jpeg'), 'holiday.jpg', 'image/jpeg');
    assert.equal(answer.statusCode, 200, answer.body);
    const url = answer.json().data.profilePicture as string;
    assert.match(url, /^\/api\/user\/photo\/[0-9a-f-]{36}$/);
    // An <img> sends no token: the address itself is the secret.
    const served = await t.app.inject({ method: 'GET', url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    assert.equal(meta.format, 'png');
    assert.deepEqual([meta.width, meta.height], [400, 267]);
    // A GIF sent as "photo.png" is judged by its bytes and re-encoded too; the old file goes.
    const again = await sendPhoto(token, await image(64, 64, 'gif'));
    assert.equal(again.statusCode, 200);
    const second = again.json().data.profilePicture as string;
    assert.notEqual(second, url);
    assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 404);
    const small = await sharp((await t.app.inject({ method: 'GET', url: second })).rawPayload).metadata();
    assert.deepEqual([small.format, small.width, small.height], ['png', 64, 64]);
    assert.equal((await call('GET', '/api/user/me', token)).json().data.profilePicture, second);
  });

  it('uploads at once keep one photo: the replaced ones are removed, and none outlives the deleted account', async () => {
    const token = await newAccount('photo.race@example.com');
    const photosStored = () =>
      filesUnder(path.join(t.app.config.dataDir, 'uploads')).filter((file) => file.endsWith('.png'));
    const before = photosStored().length;
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map(async (index) => sendPhoto(token, await image(40 + index, 40, 'png'))),
    );
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [200, 200, 200, 200, 200],
    );
    const kept = (await call('GET', '/api/user/me', token)).json().data.profilePicture as string;
    assert.equal(photosStored().length, before + 1, 'only the photo the profile shows is stored');
    for (const answer of answers) {
      const url = answer.json().data.profilePicture as string;
      assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, url === kept ? 200 : 404, url);
    }
    const deleted = await call('POST', '/api/user/delete-account', token, { password: 'Portal@2026' });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal((await t.app.inject({ method: 'GET', url: kept })).statusCode, 404);
    assert.equal(photosStored().length, before);
  });

  it('takes every format its refusals name: WebP, AVIF and TIFF as well as PNG, JPG and GIF', async () => {
    const token = await newAccount('photo.formats@example.com');
    for (const format of ['webp', 'avif', 'tiff'] as const) {
      const photo = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c8285a' } })
        .toFormat(format)
        .toBuffer();
      const answer = await sendPhoto(token, photo, `photo.${format}`, `image/${format}`);
      assert.equal(answer.statusCode, 200, `${format}: ${answer.body}`);
    }
  });

  it('says an image of too many pixels is too large, with the limit, rather than calling it no image', async () => {
    const token = await newAccount('photo.huge@example.com');
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const answer = await sendPhoto(token, huge);
    assert.equal(answer.statusCode, 400, answer.body);
    assert.equal(answer.json().message, sharedMessages.photoTooManyPixels);
    assert.match(answer.json().message, /at most 40 megapixels/);
    assert.equal((await call('GET', '/api/user/me', token)).json().data.profilePicture, null);
  });

  it('refuses an SVG (even one with script) and anything that is not an image, changing nothing', async () => {
    const token = await newAccount('photo.svg@example.com');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const refused = await sendPhoto(token, svg, 'me.png', 'image/png');
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().message, sharedMessages.photoSvgRefused);
    assert.equal(
      refused.json().message,
      'SVG images cannot be used as a profile photo. Please choose a PNG, JPG, GIF, WebP, AVIF or TIFF image.',
    );
    const notImage = await sendPhoto(token, Buffer.from('%PDF-1.4 not an image'));
    assert.equal(notImage.statusCode, 400);
    assert.equal(notImage.json().message, 'Please choose a PNG, JPG, GIF, WebP, AVIF or TIFF image.');
    for (const content of [Buffer.from('%PDF-1.4 not an image'), Buffer.from('GIF89a broken'), Buffer.alloc(0)]) {
      const answer = await sendPhoto(token, content);
      assert.equal(answer.statusCode, 400);
    }
    assert.equal((await call('GET', '/api/user/me', token)).json().data.profilePicture, null);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile-picture',
      headers: bearer(token),
      payload: { file: 'x' },
    });
    assert.equal(noFile.statusCode, 400);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/user/photo/not-a-photo' })).statusCode, 404);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/user/photo/00000000-0000-4000-8000-000000000000' })).statusCode,
      404,
    );
  });
});
