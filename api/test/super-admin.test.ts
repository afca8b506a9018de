// The super admin's console (issue 16): admins' status and sessions, creating admins with a set-password link,
// subscribers and their assignment, platform set-up for a candidate, the audit log and the dashboard figures.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { escapeLikePattern, listUsers, userSearchText } from '../src/modules/users/repository';
import { bearer, latestMail, latestVerificationCode, newCandidate, signIn, trialWithSilverPaidAhead } from './helpers';
import { createWorld, type World } from './principals';
import { tokenIn } from './matrix/support';
import { adminMessages } from '../src/modules/admins/texts';
import { subscriberMessages } from '../src/modules/subscribers/texts';
import { authMessages } from '../src/modules/auth/texts';
import { userMessages } from '../src/modules/users/texts';
import { apiMessages } from '../src/texts';
import { demoSubscriberEmail } from '../src/modules/admins/seed';
import { sharedMessages } from '@portal/shared/texts';

let world: World;
before(async () => {
  world = await createWorld();
});
after(async () => world.close());

type Answer = { statusCode: number; body: { success: boolean; message?: string; data?: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, payload?: object) {
  const answer = await world.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
  return { statusCode: answer.statusCode, body: answer.json() } as Answer;
}
const asSuper = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(method, url, world.tokens.superAdmin, payload);

const newAdminDetails = (email: string) => ({
  firstName: 'Nadia',
  lastName: 'Newadmin',
  phoneNumber: '+61355504411',
  email,
  role: 'admin',
});

async function createAdmin(label = 'admin'): Promise<{ id: string; email: string; token: string }> {
  const email = world.uniqueEmail(label);
  const created = await asSuper('POST', '/api/auth/create-admin', newAdminDetails(email));
  assert.equal(created.statusCode, 201, JSON.stringify(created.body));
  const mail = await latestMail(world.db, email);
  return { id: created.body.data._id, email, token: tokenIn(mail.text, '/set-password') };
}

async function activeAdmin(label = 'active'): Promise<{ id: string; email: string; token: string }> {
  const admin = await createAdmin(label);
  const set = await call('POST', '/api/auth/set-password', null, { token: admin.token, password: 'Admin@2026' });
  assert.equal(set.statusCode, 200, JSON.stringify(set.body));
  return { ...admin, token: await signIn(world.app, admin.email, 'Admin@2026') };
}

async function subscriber(plan: 'Free' | 'Silver' | 'Gold' = 'Silver', officer: string | null = null) {
  const row = await world.db
    .insertInto('users')
    .values({
      first_name: 'Tess',
      last_name: 'Subscriber',
      email: world.uniqueEmail('subscriber'),
      role: 'user',
      email_verified: true,
      password_hash: null,
      subscription: plan,
      account_officer: officer,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const setStatus = (user: string, status: string) => asSuper('PATCH', '/api/user/update-status', { user, status });
const assign = (user: string, accountOfficer: string) =>
  asSuper('PATCH', '/api/user/assign-account-officer', { user, accountOfficer });
const me = (token: string) => call('GET', '/api/user/me', token);

describe('creating an admin and the set-password link', () => {
  it('creates the admin with no usable password and e-mails a 48-hour link; the link sets a password once', async () => {
    const admin = await createAdmin();
    const row = await world.db.selectFrom('users').selectAll().where('id', '=', admin.id).executeTakeFirstOrThrow();
    assert.deepEqual([row.role, row.status, row.password_hash, row.email_verified], ['admin', 'active', null, false]);
    const link = await world.db
      .selectFrom('admin_setup_links')
      .selectAll()
      .where('user_id', '=', admin.id)
      .executeTakeFirstOrThrow();
    const hours = (new Date(link.expires_at).getTime() - new Date(link.created_at).getTime()) / 3_600_000;
    assert.ok(Math.abs(hours - 48) < 0.01, `link valid ${hours} h`);
    assert.notEqual(link.token_digest, admin.token, 'the token is stored as a digest');
    // No password yet: sign-in cannot succeed.
    const early = await call('POST', '/api/auth/signin', null, { email: admin.email, password: 'Admin@2026' });
    assert.equal(early.statusCode, 401);

    const check = await call('POST', '/api/auth/set-password/check', null, { token: admin.token });
    assert.deepEqual(check.body.data, { email: admin.email, firstName: 'Nadia' });
    const weak = await call('POST', '/api/auth/set-password', null, { token: admin.token, password: 'short' });
    assert.equal(weak.statusCode, 400);
    assert.match(weak.body.message!, /Password must be at least 8 characters/);
    const set = await call('POST', '/api/auth/set-password', null, { token: admin.token, password: 'Admin@2026' });
    assert.deepEqual([set.statusCode, set.body.message], [200, adminMessages.passwordSet]);
    const again = await call('POST', '/api/auth/set-password', null, { token: admin.token, password: 'Other@2026' });
    assert.deepEqual([again.statusCode, again.body.message], [400, adminMessages.linkInvalid]);
    const session = await call('POST', '/api/auth/signin', null, { email: admin.email, password: 'Admin@2026' });
    assert.equal(session.statusCode, 200);
    assert.equal(session.body.data.role, 'admin');
    // Already set: no new link.
    const resend = await asSuper('POST', `/api/admins/${admin.id}/setup-link`);
    assert.deepEqual([resend.statusCode, resend.body.message], [409, adminMessages.passwordAlreadySet]);
  });

  it('says when a link has expired; a resent link works and the earlier one no longer does', async () => {
    const admin = await createAdmin();
    await world.db
      .updateTable('admin_setup_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', admin.id)
      .execute();
    const expired = await call('POST', '/api/auth/set-password', null, { token: admin.token, password: 'Admin@2026' });
    assert.deepEqual([expired.statusCode, expired.body.message], [400, adminMessages.linkExpired]);
    const checked = await call('POST', '/api/auth/set-password/check', null, { token: admin.token });
    assert.deepEqual([checked.statusCode, checked.body.message], [400, adminMessages.linkExpired]);

    const resend = await asSuper('POST', `/api/admins/${admin.id}/setup-link`);
    assert.deepEqual([resend.statusCode, resend.body.message], [200, adminMessages.setupLinkResent]);
    const fresh = tokenIn((await latestMail(world.db, admin.email)).text, '/set-password');
    assert.notEqual(fresh, admin.token);
    const old = await call('POST', '/api/auth/set-password', null, { token: admin.token, password: 'Admin@2026' });
    assert.deepEqual([old.statusCode, old.body.message], [400, adminMessages.linkInvalid]);
    const used = await call('POST', '/api/auth/set-password', null, { token: fresh, password: 'Admin@2026' });
    assert.equal(used.statusCode, 200);
    const unknown = await call('POST', '/api/auth/set-password', null, {
      token: 'not-a-token',
      password: 'Admin@2026',
    });
    assert.deepEqual([unknown.statusCode, unknown.body.message], [400, adminMessages.linkInvalid]);
  });

  it('a valid link of an admin who is not active says the account is not active; activated, the same link works', async () => {
    const admin = await createAdmin('inactive-link');
    for (const status of ['suspended', 'pending', 'deleted']) {
      assert.equal((await setStatus(admin.id, status)).statusCode, 200);
      const checked = await call('POST', '/api/auth/set-password/check', null, { token: admin.token });
      assert.deepEqual([checked.statusCode, checked.body.message], [400, adminMessages.linkAccountNotActive], status);
      const set = await call('POST', '/api/auth/set-password', null, { token: admin.token, password: 'Admin@2026' });
      assert.deepEqual([set.statusCode, set.body.message], [400, adminMessages.linkAccountNotActive], status);
    }
    const row = await world.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', admin.id)
      .executeTakeFirst();
    assert.equal(row?.password_hash, null, 'no password was set while the account was not active');
    assert.equal((await setStatus(admin.id, 'active')).statusCode, 200);
    const set = await call('POST', '/api/auth/set-password', null, { token: admin.token, password: 'Admin@2026' });
    assert.deepEqual([set.statusCode, set.body.message], [200, adminMessages.passwordSet]);
  });

  it('refuses an e-mail in use (an admin or a candidate) and missing fields, writing nothing', async () => {
    const before = await world.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const email of [world.emails.owner, world.emails.assignedAdmin, world.emails.owner.toUpperCase()]) {
      const taken = await asSuper('POST', '/api/auth/create-admin', newAdminDetails(email));
      assert.deepEqual([taken.statusCode, taken.body.message], [409, sharedMessages.emailInUse]);
    }
    const empty = await asSuper('POST', '/api/auth/create-admin', { ...newAdminDetails(''), firstName: ' ' });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.body.message, '* Required field');
    // The candidates' phone rule and message: at most 15 digits, a real number.
    for (const phoneNumber of [
      '((((-))))',
      '+ (12) 3-4',
      '1',
      '1234567890123456789012345',
      '+61 4123 456 789 0123 45',
    ]) {
      const noNumber = await asSuper('POST', '/api/auth/create-admin', {
        ...newAdminDetails(world.uniqueEmail('phone')),
        phoneNumber,
      });
      assert.deepEqual([noNumber.statusCode, noNumber.body.message], [400, sharedMessages.phoneInvalid], phoneNumber);
    }
    const superAdminRole = await asSuper('POST', '/api/auth/create-admin', {
      ...newAdminDetails(world.uniqueEmail('role')),
      role: 'superAdmin',
    });
    assert.equal(superAdminRole.statusCode, 400);
    const after = await world.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(after.n, before.n);
  });

  it("stores the admin's phone in E.164, as candidates' phones are, however it was typed", async () => {
    for (const [typed, stored] of [
      ['0412 345 678', '+61412345678'],
      ['+61 3 5550 4411', '+61355504411'],
      ['447911123456', '+447911123456'],
    ]) {
      const email = world.uniqueEmail('e164');
      const created = await asSuper('POST', '/api/auth/create-admin', {
        ...newAdminDetails(email),
        phoneNumber: typed,
      });
      assert.equal(created.statusCode, 201, JSON.stringify(created.body));
      const row = await world.db
        .selectFrom('users')
        .select('phone_number')
        .where('email', '=', email)
        .executeTakeFirst();
      assert.equal(row?.phone_number, stored, typed);
    }
  });

  it('takes an address held only by an unverified sign-up, which goes; a verified one or an unset admin is refused', async () => {
    const pendingAddress = world.uniqueEmail('pending');
    const signup = await call('POST', '/api/auth/signup', null, newCandidate(pendingAddress));
    assert.equal(signup.statusCode, 201, JSON.stringify(signup.body));
    const created = await asSuper('POST', '/api/auth/create-admin', newAdminDetails(pendingAddress.toUpperCase()));
    assert.equal(created.statusCode, 201, JSON.stringify(created.body));
    const holders = await world.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('email', '=', pendingAddress)
      .execute();
    assert.deepEqual(holders, [{ id: created.body.data._id, role: 'admin' }]);
    // The stranger's sign-up is gone: its code verifies nothing, and the address is now the admin's.
    const resend = await call('POST', '/api/auth/resend-verification-code', null, { email: pendingAddress });
    assert.equal(resend.statusCode, 404);
    const again = await call('POST', '/api/auth/signup', null, newCandidate(pendingAddress));
    assert.equal(again.statusCode, 409);

    // A verified candidate, and an admin who has not chosen a password yet, still hold their addresses.
    const verified = world.uniqueEmail('verified');
    await call('POST', '/api/auth/signup', null, newCandidate(verified));
    const code = await latestVerificationCode(world.db, verified);
    const verify = await call('POST', '/api/auth/email-verification', null, { email: verified, token: code });
    assert.equal(verify.statusCode, 200, JSON.stringify(verify.body));
    for (const email of [verified, pendingAddress]) {
      const taken = await asSuper('POST', '/api/auth/create-admin', newAdminDetails(email));
      assert.deepEqual([taken.statusCode, taken.body.message], [409, sharedMessages.emailInUse], email);
    }
    const kept = await world.db.selectFrom('users').select('role').where('email', '=', verified).execute();
    assert.deepEqual(kept, [{ role: 'user' }]);
  });

  it('is the super admin’s call only', async () => {
    for (const caller of ['assignedAdmin', 'owner'] as const) {
      const refused = await call(
        'POST',
        '/api/auth/create-admin',
        world.tokens[caller],
        newAdminDetails(world.uniqueEmail('x')),
      );
      assert.equal(refused.statusCode, 403);
    }
  });
});

describe('admin status', () => {
  it('refuses the super admin’s own status, another super admin’s, a candidate’s and an unknown id', async () => {
    const own = await setStatus(world.ids.superAdmin, 'suspended');
    assert.deepEqual([own.statusCode, own.body.message], [403, adminMessages.ownStatus]);
    const other = await world.db
      .insertInto('users')
      .values({
        first_name: 'Other',
        last_name: 'Super',
        email: world.uniqueEmail('super'),
        role: 'superAdmin',
        password_hash: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const otherSuper = await setStatus(other.id, 'deleted');
    assert.deepEqual([otherSuper.statusCode, otherSuper.body.message], [403, adminMessages.otherSuperAdmin]);
    const candidate = await setStatus(world.ids.otherCandidate, 'suspended');
    assert.deepEqual([candidate.statusCode, candidate.body.message], [400, adminMessages.notAnAdmin]);
    const unknown = await setStatus('00000000-0000-4000-8000-000000000000', 'active');
    assert.equal(unknown.statusCode, 404);
    const wrong = await setStatus(world.ids.assignedAdmin, 'banned');
    assert.equal(wrong.statusCode, 400);
    const byAdmin = await call('PATCH', '/api/user/update-status', world.tokens.assignedAdmin, {
      user: world.ids.unassignedAdmin,
      status: 'suspended',
    });
    assert.equal(byAdmin.statusCode, 403);
    const states = await world.db
      .selectFrom('users')
      .select('status')
      .where('id', 'in', [world.ids.superAdmin, other.id, world.ids.otherCandidate])
      .execute();
    assert.ok(states.every((row) => row.status === 'active'));
  });

  it('a suspended admin’s token is refused on the next request, and sign-in says why; activation lets them in again', async () => {
    const admin = await activeAdmin('suspend');
    assert.equal((await me(admin.token)).statusCode, 200);
    const suspended = await setStatus(admin.id, 'suspended');
    assert.deepEqual([suspended.statusCode, suspended.body.message], [200, 'Admin status updated to suspended']);
    assert.equal((await me(admin.token)).statusCode, 401);
    const refused = await call('POST', '/api/auth/signin', null, { email: admin.email, password: 'Admin@2026' });
    assert.deepEqual([refused.statusCode, refused.body.message], [403, authMessages.accountNotActive]);

    // Deactivated (pending): still no sign-in, with its own reason.
    assert.equal((await setStatus(admin.id, 'pending')).statusCode, 200);
    const pending = await call('POST', '/api/auth/signin', null, { email: admin.email, password: 'Admin@2026' });
    assert.deepEqual([pending.statusCode, pending.body.message], [403, authMessages.adminNotActive]);

    assert.equal((await setStatus(admin.id, 'active')).statusCode, 200);
    const token = await signIn(world.app, admin.email, 'Admin@2026');
    assert.equal((await me(token)).statusCode, 200);
    // The old token stays dead: it was ended with the suspension.
    assert.equal((await me(admin.token)).statusCode, 401);

    // Deleted, the admin stays on the admins list (Activate brings them back) but cannot sign in.
    assert.equal((await setStatus(admin.id, 'deleted')).statusCode, 200);
    const admins = await asSuper('GET', `/api/users?role=admin&search=${encodeURIComponent(admin.email)}`);
    assert.deepEqual(
      admins.body.data.docs.map((user: { _id: string; status: string }) => [user._id, user.status]),
      [[admin.id, 'deleted']],
    );
    assert.equal(
      (await call('POST', '/api/auth/signin', null, { email: admin.email, password: 'Admin@2026' })).statusCode,
      403,
    );
    assert.equal((await setStatus(admin.id, 'active')).statusCode, 200);

    const log = await asSuper('GET', `/api/admins/${admin.id}/activity`);
    assert.equal(log.statusCode, 200);
    const statuses = log.body.data.docs.filter((entry: { action: string }) => entry.action === 'status');
    assert.deepEqual(
      statuses.map((entry: { status: string }) => entry.status),
      ['active', 'deleted', 'active', 'pending', 'suspended'],
    );
    assert.equal(statuses[0].actor._id, world.ids.superAdmin);
    assert.ok(log.body.data.passwordSet);
  });

  it('lists entries of one moment newest first in the order they were written: the creation is the oldest', async () => {
    const admin = await createAdmin('same-moment');
    const actions = async () =>
      (await asSuper('GET', `/api/admins/${admin.id}/activity?limit=50`)).body.data.docs.map(
        (entry: { action: string; status: string | null }) => entry.status ?? entry.action,
      );
    // Created and sent its set-up link in one transaction, so at one time.
    assert.deepEqual(await actions(), ['setupLinkSent', 'created']);
    // Twenty entries of one moment, written in order, come back in the reverse order (not their ids').
    const moment = new Date();
    await world.db.transaction().execute(async (trx) => {
      for (let step = 1; step <= 20; step += 1)
        await trx
          .insertInto('admin_audit_log')
          .values({
            admin_id: admin.id,
            actor_id: world.ids.superAdmin,
            action: 'status',
            status: `step ${step}`,
            created_at: moment,
          })
          .execute();
    });
    const steps = Array.from({ length: 20 }, (_, index) => `step ${20 - index}`);
    assert.deepEqual(await actions(), [...steps, 'setupLinkSent', 'created']);
  });

  it('a deactivated admin gets no session from the e-mail code routes, and a token issued anyhow opens nothing', async () => {
    // The audit's sequence: an admin (link not used yet) with a candidate whose platform login is stored.
    const admin = await createAdmin('deactivated');
    const candidate = await subscriber('Silver');
    assert.equal((await assign(candidate, admin.id)).statusCode, 200);
    const stored = await asSuper('POST', '/api/create-account-for-user/', {
      user: candidate,
      credential: { email: 'tess@example.com', password: 'Secret@123', platform: 'Seek' },
    });
    assert.equal(stored.statusCode, 201);
    const portal = await world.db
      .selectFrom('portals')
      .select('id')
      .where('user_id', '=', candidate)
      .executeTakeFirstOrThrow();
    assert.equal((await setStatus(admin.id, 'pending')).statusCode, 200);
    const mailsBefore = await world.db.selectFrom('mail_outbox').select('id').where('to', '=', admin.email).execute();

    // The codes are for a candidate's own sign-up: no code is mailed, none verifies, no session is given.
    const resend = await call('POST', '/api/auth/resend-verification-code', null, { email: admin.email });
    assert.deepEqual([resend.statusCode, resend.body.message], [404, authMessages.emailNotFound]);
    const mailsAfter = await world.db.selectFrom('mail_outbox').select('id').where('to', '=', admin.email).execute();
    assert.equal(mailsAfter.length, mailsBefore.length);
    const verify = await call('POST', '/api/auth/email-verification', null, { email: admin.email, token: '123456' });
    assert.equal(verify.statusCode, 404);
    assert.equal(verify.body.data, undefined);
    const row = await world.db
      .selectFrom('users')
      .select(['email_verified', 'session_version'])
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    assert.equal(row.email_verified, false);

    // Even with a valid token for the account (as the bypass gave), a pending admin is refused on every request.
    const forged = await world.app.sessionTokens.sign(
      { sub: admin.id, role: 'admin', ver: row.session_version },
      false,
    );
    assert.equal((await call('GET', '/api/admin/dashboard', forged)).statusCode, 401);
    const reveal = await call('POST', `/api/portals/${portal.id}/reveal`, forged);
    assert.equal(reveal.statusCode, 401);
    assert.equal(JSON.stringify(reveal.body).includes('Secret@123'), false);
    assert.equal((await me(forged)).statusCode, 401);
  });

  it('ends the suspended admin’s open notification stream at once', async () => {
    const admin = await activeAdmin('stream');
    await world.app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(world.app.server.address() as AddressInfo).port}`;
    const controller = new AbortController();
    const response = await fetch(`${baseUrl}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${admin.token}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    assert.equal(response.status, 200);
    const reader = response.body!.getReader();
    await reader.read();
    const suspendedAt = Date.now();
    assert.equal((await setStatus(admin.id, 'suspended')).statusCode, 200);
    // The stream ends well before the minute's session check would have ended it.
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return Date.now() - suspendedAt;
    })();
    const waited = await Promise.race([ended, new Promise<number>((resolve) => setTimeout(() => resolve(-1), 5000))]);
    controller.abort();
    assert.ok(waited >= 0 && waited < 5000, `the stream ended after ${waited} ms`);
  });
});

describe('subscribers and assignment', () => {
  it('lists the seeded subscribers with no admin, by plan, with search and the capped count', async () => {
    const all = await asSuper('GET', '/api/subscribe-users?filter=unassigned&limit=100');
    assert.equal(all.statusCode, 200);
    const seededEmails = all.body.data.docs
      .map((doc: { user: { email: string } }) => doc.user.email)
      .filter((email: string) => email.endsWith('@subscribers.portal.test'));
    assert.equal(seededEmails.length, 15);
    for (const plan of ['Free', 'Silver', 'Gold'] as const) {
      const answer = await asSuper('GET', `/api/subscribe-users?plan=${plan}&limit=100`);
      assert.ok(answer.body.data.docs.length > 0);
      assert.ok(answer.body.data.docs.every((doc: { planName: string }) => doc.planName === plan));
    }
    const found = await asSuper('GET', '/api/subscribe-users?search=Papadopoulos');
    assert.deepEqual(
      found.body.data.docs.map((doc: { user: { email: string } }) => doc.user.email),
      [demoSubscriberEmail({ firstName: 'Jack', lastName: 'Papadopoulos' })],
    );
    const byName = await asSuper('GET', '/api/subscribe-users?search=grace%20murphy');
    assert.equal(byName.body.data.totalDocs, 1);
    const withPlatform = byName.body.data.docs[0];
    assert.equal(withPlatform.userPortals[0].name, 'LinkedIn');
    assert.equal(withPlatform.userPortals[0].credential.password, undefined, 'no password in the list');
    // A search is counted up to its page: each page says whether another follows, and walking them gives every match.
    // A page of 100 comes from the trigram index (the newest rows hold too few); pages of four, from the walk.
    for (const list of [
      '/api/subscribe-users?filter=all&',
      '/api/subscribe-users?filter=unassigned&',
      '/api/users?role=user&verified=true&',
    ]) {
      const everyMatch = await asSuper('GET', `${list}search=subscribers&limit=100`);
      const expected = everyMatch.body.data.docs.length as number;
      assert.ok(expected > 10, list);
      const walked: unknown[] = [];
      for (let page = 1; ; page++) {
        const answer = await asSuper('GET', `${list}search=subscribers&limit=4&page=${page}`);
        const { docs, totalDocs, hasNextPage } = answer.body.data;
        walked.push(...docs);
        assert.equal(totalDocs, (page - 1) * 4 + docs.length + (hasNextPage ? 1 : 0), `${list} page ${page}`);
        if (!hasNextPage) break;
      }
      // Pages found by walking the newest rows give the same candidates, in the same order, as the trigram index's.
      const idOf = (doc: { user?: { _id: string }; _id?: string }) => doc.user?._id ?? doc._id;
      assert.deepEqual(
        (walked as { user?: { _id: string }; _id?: string }[]).map(idOf),
        everyMatch.body.data.docs.map(idOf),
        list,
      );
    }
    const bad = await asSuper('GET', '/api/subscribe-users?filter=some');
    assert.equal(bad.statusCode, 400);
    const asAdmin = await call('GET', '/api/subscribe-users', world.tokens.assignedAdmin);
    assert.equal(asAdmin.statusCode, 403);
  });

  it('assigns active admins only, never twice, and again once the admin is suspended', async () => {
    const candidate = await subscriber('Gold');
    const admin = await activeAdmin('officer');
    const pendingAdmin = await activeAdmin('pending-officer');
    await setStatus(pendingAdmin.id, 'pending');
    const refusedPending = await assign(candidate, pendingAdmin.id);
    assert.deepEqual(
      [refusedPending.statusCode, refusedPending.body.message],
      [409, subscriberMessages.adminNotActive],
    );
    const notAdmin = await assign(candidate, world.ids.superAdmin);
    assert.equal(notAdmin.statusCode, 404);

    const assigned = await assign(candidate, admin.id);
    assert.deepEqual([assigned.statusCode, assigned.body.message], [200, subscriberMessages.adminAssigned]);
    assert.equal(assigned.body.data.accountOfficer, admin.id);
    const twice = await assign(candidate, world.ids.assignedAdmin);
    assert.deepEqual([twice.statusCode, twice.body.message], [409, subscriberMessages.alreadyAssigned]);
    // Their admin sees them in their own list.
    const theirs = await call('GET', '/api/users?role=user', admin.token);
    assert.deepEqual(
      theirs.body.data.docs.map((user: { _id: string }) => user._id),
      [candidate],
    );

    const inList = async (filter: string) =>
      (
        await asSuper('GET', `/api/subscribe-users?filter=${filter}&plan=Gold&search=subscriber&limit=100`)
      ).body.data.docs.some((doc: { user: { _id: string } }) => doc.user._id === candidate);
    assert.deepEqual([await inList('assigned'), await inList('unassigned')], [true, false]);

    await setStatus(admin.id, 'suspended');
    assert.deepEqual([await inList('assigned'), await inList('unassigned')], [false, true]);
    const listed = await asSuper('GET', `/api/subscribe-users?filter=unassigned&plan=Gold&search=subscriber&limit=100`);
    const doc = listed.body.data.docs.find((entry: { user: { _id: string } }) => entry.user._id === candidate);
    assert.equal(doc.officer, null);
    const reassigned = await assign(candidate, world.ids.assignedAdmin);
    assert.equal(reassigned.statusCode, 200);
    // The history stays: the suspended admin's log still names the candidate.
    const log = await asSuper('GET', `/api/admins/${admin.id}/activity`);
    assert.ok(
      log.body.data.docs.some(
        (entry: { action: string; candidate: { _id: string } | null }) =>
          entry.action === 'assigned' && entry.candidate?._id === candidate,
      ),
    );
  });

  it('refuses a candidate without a plan, an unknown one, and callers other than the super admin', async () => {
    const unsubscribed = await world.db
      .insertInto('users')
      .values({
        first_name: 'No',
        last_name: 'Plan',
        email: world.uniqueEmail('noplan'),
        role: 'user',
        password_hash: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const noPlan = await assign(unsubscribed.id, world.ids.assignedAdmin);
    assert.deepEqual([noPlan.statusCode, noPlan.body.message], [409, subscriberMessages.notSubscribed]);
    const unknown = await assign('00000000-0000-4000-8000-000000000000', world.ids.assignedAdmin);
    assert.equal(unknown.statusCode, 404);
    const candidate = await subscriber();
    const byAdmin = await call('PATCH', '/api/user/assign-account-officer', world.tokens.assignedAdmin, {
      user: candidate,
      accountOfficer: world.ids.assignedAdmin,
    });
    assert.equal(byAdmin.statusCode, 403);
    const row = await world.db
      .selectFrom('users')
      .select('account_officer')
      .where('id', '=', candidate)
      .executeTakeFirstOrThrow();
    assert.equal(row.account_officer, null);
  });
});

describe('subscribers: unassigned pages', () => {
  it('merge those with no officer and those of a released officer, newest first, page by page', async () => {
    const officer = await activeAdmin('released-officer');
    for (let i = 0; i < 5; i++) await subscriber(i % 2 ? 'Gold' : 'Silver', i < 3 ? officer.id : null);
    assert.equal((await setStatus(officer.id, 'suspended')).statusCode, 200);
    const expected = (
      await world.db
        .selectFrom('users as u')
        .leftJoin('users as o', 'o.id', 'u.account_officer')
        .select('u.id')
        .where('u.role', '=', 'user')
        .where('u.subscription', 'is not', null)
        .where((eb) => eb.or([eb('u.account_officer', 'is', null), eb('o.status', 'not in', ['active', 'pending'])]))
        .orderBy('u.created_at', 'desc')
        .orderBy('u.id')
        .execute()
    ).map((row) => row.id);
    assert.ok(expected.length >= 5);
    for (let page = 1; page <= Math.ceil(expected.length / 2) + 1; page++) {
      const listed = await asSuper('GET', `/api/subscribe-users?filter=unassigned&plan=all&page=${page}&limit=2`);
      assert.equal(listed.statusCode, 200, JSON.stringify(listed.body));
      assert.deepEqual(
        listed.body.data.docs.map((doc: { user: { _id: string } }) => doc.user._id),
        expected.slice((page - 1) * 2, page * 2),
        `page ${page}`,
      );
      assert.equal(listed.body.data.totalDocs, expected.length, `page ${page}`);
    }
  });
});

describe('subscribers: a search', () => {
  it('gives the pages of a plain ordered search, for all and for assigned', async () => {
    const officer = await activeAdmin('search-officer');
    for (let i = 0; i < 4; i++) await subscriber(i % 2 ? 'Gold' : 'Silver', i < 3 ? officer.id : null);
    for (const filter of ['all', 'assigned'] as const)
      for (const search of ['subscriber', 'tess', 'no such person'])
        for (const page of [1, 2, 3]) {
          let reference = world.db
            .selectFrom('users as u')
            .leftJoin('users as o', 'o.id', 'u.account_officer')
            .select('u.id')
            .where('u.role', '=', 'user')
            .where('u.subscription', 'is not', null)
            .where(sql<string>`u.first_name || ' ' || u.last_name || ' ' || u.email`, 'ilike', `%${search}%`);
          if (filter === 'assigned') reference = reference.where('o.status', 'in', ['active', 'pending']);
          const expected = (
            await reference
              .orderBy('u.created_at', 'desc')
              .orderBy('u.id')
              .limit(4)
              .offset((page - 1) * 3)
              .execute()
          ).map((row) => row.id);
          const listed = await asSuper(
            'GET',
            `/api/subscribe-users?filter=${filter}&plan=all&search=${encodeURIComponent(search)}&page=${page}&limit=3`,
          );
          assert.equal(listed.statusCode, 200, JSON.stringify(listed.body));
          const label = `${filter} ${search} page ${page}`;
          assert.deepEqual(
            listed.body.data.docs.map((doc: { user: { _id: string } }) => doc.user._id),
            expected.slice(0, 3),
            label,
          );
          assert.equal(listed.body.data.hasNextPage, expected.length > 3, label);
          // Counted up to this page; a page past the last match counts them all (searchedTotal), not its offset.
          if (expected.length === 0 && page > 1) {
            const matches = await reference
              .clearSelect()
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .executeTakeFirstOrThrow();
            assert.equal(listed.body.data.totalDocs, Number(matches.n), label);
          }
        }
  });
});

describe('subscribers: the totals', () => {
  const filters = ['all', 'assigned', 'unassigned'] as const;
  const plans = ['all', 'Free', 'Silver', 'Gold'] as const;

  /** Every filter and plan: the list's total against the same count made from the rows. */
  async function allAgree(when: string) {
    const rows = await world.db
      .selectFrom('users as u')
      .leftJoin('users as o', 'o.id', 'u.account_officer')
      .select(['u.subscription', 'u.account_officer', 'o.role as officer_role', 'o.status as officer_status'])
      .where('u.role', '=', 'user')
      .where('u.subscription', 'is not', null)
      .execute();
    const holds = (row: (typeof rows)[number]) =>
      row.officer_role === 'admin' && (row.officer_status === 'active' || row.officer_status === 'pending');
    const standing = {
      all: () => true,
      assigned: holds,
      unassigned: (row: (typeof rows)[number]) =>
        row.account_officer === null || (row.officer_role === 'admin' && !holds(row)),
    };
    for (const filter of filters)
      for (const plan of plans) {
        const answer = await asSuper('GET', `/api/subscribe-users?filter=${filter}&plan=${plan}&limit=1`);
        const counted = rows.filter((row) => standing[filter](row) && (plan === 'all' || row.subscription === plan));
        assert.equal(answer.body.data.totalDocs, counted.length, `${filter} ${plan} ${when}`);
      }
  }

  it('match the rows through new subscribers, assignment, a suspended and a removed admin', async () => {
    await allAgree('as seeded');
    const admin = await activeAdmin('counted');
    const gold = await subscriber('Gold');
    const silver = await subscriber('Silver', admin.id);
    await allAgree('after two subscribers were added');
    assert.equal((await assign(gold, admin.id)).statusCode, 200);
    await allAgree('after one was assigned');
    assert.equal((await setStatus(admin.id, 'suspended')).statusCode, 200);
    await allAgree('after their admin was suspended (they count as unassigned)');
    await world.db.deleteFrom('users').where('id', '=', admin.id).execute();
    await allAgree('after their admin was removed');
    await world.db.updateTable('users').set({ subscription: 'Free' }).where('id', '=', silver).execute();
    await world.db.deleteFrom('users').where('id', '=', gold).execute();
    await allAgree('after a plan change and a removed subscriber');
    const overview = await asSuper('GET', '/api/super-admin/overview');
    const unassigned = await asSuper('GET', '/api/subscribe-users?filter=unassigned&limit=1');
    assert.equal(overview.body.data.subscribersWithoutAdmin, unassigned.body.data.totalDocs);
    // What the triggers kept is what counting every row again gives.
    const kept = async () =>
      (
        await sql<{ key: string }>`select officer || plan || ':' || total as key from subscriber_counts where total <> 0
                                   union all
                                   select 'every officer' || plan || ':' || total from subscriber_plan_totals where total <> 0
                                   order by 1`.execute(world.db)
      ).rows.map((row) => row.key);
    const byTriggers = await kept();
    await sql`select refresh_subscriber_counts()`.execute(world.db);
    assert.deepEqual(byTriggers, await kept());
  });
});

describe('registered candidates', () => {
  it('filters verified candidates by state, experience level and plan, and searches name and e-mail', async () => {
    const list = async (query: string) => {
      const answer = await asSuper('GET', `/api/users?role=user&verified=true&limit=100&${query}`);
      assert.equal(answer.statusCode, 200, JSON.stringify(answer.body));
      return answer.body.data.docs as {
        email: string;
        workState: string[];
        experienceLevel: string;
        subscription: string;
        emailVerified: boolean;
      }[];
    };
    const tasmania = await list('state=Tasmania');
    assert.ok(tasmania.length > 0 && tasmania.every((user) => user.workState.includes('Tasmania')));
    const seniors = await list(`experienceLevel=${encodeURIComponent('7 years above')}`);
    assert.ok(seniors.length > 0 && seniors.every((user) => user.experienceLevel === '7 years above'));
    const gold = await list('plan=Gold');
    assert.ok(gold.length > 0 && gold.every((user) => user.subscription === 'Gold' && user.emailVerified));
    // Both filters at once (other modules' seeds add Gold candidates in Western Australia too).
    const both = await list(`plan=Gold&state=${encodeURIComponent('Western Australia')}`);
    assert.ok(both.every((user) => user.subscription === 'Gold' && user.workState.includes('Western Australia')));
    assert.ok(both.some((user) => user.email === demoSubscriberEmail({ firstName: 'Henry', lastName: 'Okafor' })));
    assert.ok(both.length < gold.length);
    const byMail = await list('search=okafor@subscribers');
    assert.equal(byMail.length, 1);
    const badState = await asSuper('GET', '/api/users?role=user&state=Bavaria');
    assert.equal(badState.statusCode, 400);
  });
});

describe('registered candidates: the totals', () => {
  /** The list's total for this query, and the same count made from the rows. */
  async function totals(query: string, where: (row: CandidateRow) => boolean) {
    const answer = await asSuper('GET', `/api/users?role=user&page=1&limit=10&${query}`);
    assert.equal(answer.statusCode, 200, JSON.stringify(answer.body));
    const rows = await world.db
      .selectFrom('users')
      .select(['email_verified', 'work_state', 'experience_level', 'subscription', 'status'])
      .where('role', '=', 'user')
      .where('status', '!=', 'deleted')
      .execute();
    return { listed: answer.body.data.totalDocs as number, counted: rows.filter(where).length };
  }
  type CandidateRow = {
    email_verified: boolean;
    work_state: string[];
    experience_level: string | null;
    subscription: string | null;
  };
  const queries: [string, (row: CandidateRow) => boolean][] = [
    ['verified=true', (row) => row.email_verified],
    ['verified=false', (row) => !row.email_verified],
    ['verified=true&state=Tasmania', (row) => row.email_verified && row.work_state.includes('Tasmania')],
    ['verified=true&state=Victoria', (row) => row.email_verified && row.work_state.includes('Victoria')],
    [
      `verified=true&experienceLevel=${encodeURIComponent('7 years above')}`,
      (row) => row.email_verified && row.experience_level === '7 years above',
    ],
    ['verified=true&plan=Gold', (row) => row.email_verified && row.subscription === 'Gold'],
    ['verified=false&plan=Silver', (row) => !row.email_verified && row.subscription === 'Silver'],
  ];
  const allAgree = async (when: string) => {
    for (const [query, where] of queries) {
      const { listed, counted } = await totals(query, where);
      assert.equal(listed, counted, `${query} ${when}`);
    }
  };

  it('match the rows after candidates are added, changed, marked deleted and removed', async () => {
    await allAgree('as seeded');
    const emails = [world.uniqueEmail('count-a'), world.uniqueEmail('count-b'), world.uniqueEmail('count-c')];
    await world.db
      .insertInto('users')
      .values(
        emails.map((email, i) => ({
          first_name: 'Count',
          last_name: `Case ${i}`,
          email,
          role: 'user' as const,
          email_verified: i !== 2,
          work_state: ['Tasmania', 'Victoria', 'Tasmania'].slice(0, i + 1),
          experience_level: '7 years above',
          subscription: i === 0 ? 'Gold' : 'Silver',
        })),
      )
      .execute();
    await allAgree('after three were added');
    await world.db
      .updateTable('users')
      .set({ work_state: ['Victoria'], subscription: 'Gold', email_verified: false })
      .where('email', 'in', emails.slice(0, 2))
      .execute();
    await allAgree('after two changed state, plan and verification');
    await world.db.updateTable('users').set({ status: 'deleted' }).where('email', '=', emails[0]!).execute();
    await allAgree('after one was marked deleted');
    await world.db.deleteFrom('users').where('email', 'in', emails).execute();
    await allAgree('after all three were removed');
    // What the triggers kept is what counting every row again gives.
    const kept = async () =>
      (
        await sql<{ key: string }>`select verified || dimension || value || ':' || total as key from candidate_counts
                                     where total <> 0 order by 1`.execute(world.db)
      ).rows.map((row) => row.key);
    const byTriggers = await kept();
    await sql`select refresh_candidate_counts()`.execute(world.db);
    assert.deepEqual(byTriggers, await kept());
    assert.ok(byTriggers.length > 5);
  });
});

describe('registered candidates: a deep page starts at its week, then its day, of signing up', () => {
  /** Every page of the list from its week and day (candidate_weeks, candidate_days), against the same pages of the plain ordered query. */
  async function pagesAgree(when: string) {
    const viewer = await world.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('role', '=', 'superAdmin')
      .executeTakeFirstOrThrow();
    const filters = [
      { verified: true },
      { verified: false },
      { verified: true, state: 'Tasmania' },
      { verified: true, experienceLevel: '7 years above' },
      { verified: true, plan: 'Gold' },
      { verified: false, plan: 'Silver' },
    ];
    for (const filter of filters) {
      let reference = world.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'user')
        .where('status', '!=', 'deleted')
        .where('email_verified', '=', filter.verified);
      if (filter.state) reference = reference.where(sql<boolean>`work_state @> array[${filter.state}]::text[]`);
      if (filter.experienceLevel) reference = reference.where('experience_level', '=', filter.experienceLevel);
      if (filter.plan) reference = reference.where('subscription', '=', filter.plan);
      const expected = (await reference.orderBy('created_at', 'desc').orderBy('id').execute()).map((row) => row.id);
      const pages = Math.ceil(expected.length / 3) + 1; // and one past the end
      for (let page = 1; page <= pages; page++) {
        const { rows, total } = await listUsers(
          world.db,
          { viewer, role: 'user', ...filter, page, limit: 3 },
          { bucketedFrom: 0 },
        );
        const label = `${JSON.stringify(filter)} page ${page} ${when}`;
        assert.deepEqual(
          rows.map((row) => row.id),
          expected.slice((page - 1) * 3, page * 3),
          label,
        );
        assert.equal(total, expected.length, label);
      }
    }
  }

  it('gives the pages of the plain ordered list, through sign-ups, changes and removals, and keeps what a recount gives', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const emails = Array.from({ length: 30 }, (_, i) => world.uniqueEmail(`day-${i}`));
    await world.db
      .insertInto('users')
      .values(
        emails.map((email, i) => ({
          first_name: 'Day',
          last_name: `Case ${i}`,
          email,
          role: 'user' as const,
          email_verified: i % 4 !== 0,
          work_state: i % 3 === 0 ? ['Tasmania'] : ['Victoria', 'Tasmania'].slice(i % 2),
          experience_level: i % 2 === 0 ? '7 years above' : null,
          subscription: ['Gold', 'Silver', null][i % 3],
          // Over twelve days, several at the same instant and some a millisecond either side of midnight UTC.
          created_at: new Date(
            Math.floor(now / day) * day - Math.floor(i / 3) * day * 1.3 + (i % 3 === 2 ? -1 : i % 3 === 1 ? 0 : 1),
          ),
        })),
      )
      .execute();
    await pagesAgree('after thirty signed up over twelve days');
    await world.db
      .updateTable('users')
      .set({ work_state: ['Tasmania'], subscription: 'Gold', email_verified: true })
      .where('email', 'in', emails.slice(0, 6))
      .execute();
    await world.db
      .updateTable('users')
      .set({ created_at: new Date(now - 40 * day) })
      .where('email', 'in', emails.slice(6, 9))
      .execute();
    await world.db.updateTable('users').set({ status: 'deleted' }).where('email', 'in', emails.slice(9, 12)).execute();
    await world.db.deleteFrom('users').where('email', 'in', emails.slice(12, 15)).execute();
    await pagesAgree('after changes of filters and day, deletions and removals');
    // What the triggers kept is what counting every row again gives.
    const kept = async () =>
      (
        await sql<{ key: string }>`select verified || dimension || value || day || ':' || total as key
                                     from candidate_days where total <> 0 order by 1`.execute(world.db)
      ).rows.map((row) => row.key);
    const byTriggers = await kept();
    const weeks = async () =>
      (
        await sql<{ key: string }>`select verified || dimension || value || bucket || ':' || total as key
                                     from candidate_weeks order by 1`.execute(world.db)
      ).rows.map((row) => row.key);
    const weeksByTriggers = await weeks();
    await sql`select refresh_candidate_days()`.execute(world.db);
    await sql`select refresh_candidate_weeks()`.execute(world.db);
    assert.deepEqual(byTriggers, await kept());
    assert.ok(byTriggers.length > 20);
    assert.deepEqual(weeksByTriggers, await weeks());
    assert.ok(weeksByTriggers.length > 5);
  });
});

describe('registered candidates: a search reads the newest rows first, else the trigram index', () => {
  it('gives the same pages either way, and the pages of a plain ordered search', async () => {
    const viewer = await world.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('role', '=', 'superAdmin')
      .executeTakeFirstOrThrow();
    for (const search of ['subscribers', 'olivia', 'okafor', 'portal.test', 'no such person'])
      for (const page of [1, 2, 3, 7]) {
        const filter = { viewer, role: 'user' as const, verified: true, search, page, limit: 3 };
        const reference = await world.db
          .selectFrom('users')
          .select('id')
          .where('role', '=', 'user')
          .where('status', '!=', 'deleted')
          .where('email_verified', '=', true)
          .where(userSearchText, 'ilike', `%${escapeLikePattern(search)}%`)
          .orderBy('created_at', 'desc')
          .orderBy('id')
          .limit(4)
          .offset((page - 1) * 3)
          .execute();
        const expected = reference.map((row) => row.id);
        const { matches } = await world.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<string>().as('matches'))
          .where('role', '=', 'user')
          .where('status', '!=', 'deleted')
          .where('email_verified', '=', true)
          .where(userSearchText, 'ilike', `%${escapeLikePattern(search)}%`)
          .executeTakeFirstOrThrow()
          .then((row) => ({ matches: Number(row.matches) }));
        // The default walk (every candidate of this database), a short one and none (the trigram index alone).
        for (const searchWalk of [undefined, 5, 0]) {
          const { rows, total } = await listUsers(world.db, filter, { searchWalk });
          const label = `${search} page ${page} walk ${searchWalk}`;
          assert.deepEqual(
            rows.map((row) => row.id),
            expected.slice(0, 3),
            label,
          );
          // Counted up to this page; a page past the last match counts them all (searchedTotal), not its offset.
          assert.equal(total, expected.length > 0 || page === 1 ? (page - 1) * 3 + expected.length : matches, label);
        }
      }
  });
});

describe('platform set-up for a candidate', () => {
  it('stores the login for each chosen platform, encrypted, within the plan’s platform limit', async () => {
    const candidate = await subscriber('Silver');
    const credential = { email: 'tess@example.com', password: 'Secret@123', platform: 'Seek' };
    const created = await asSuper('POST', '/api/create-account-for-user/', {
      user: candidate,
      credential,
      platforms: ['Seek', 'Indeed'],
    });
    assert.deepEqual([created.statusCode, created.body.message], [201, 'Account created successfully!']);
    const rows = await world.db
      .selectFrom('portals')
      .selectAll()
      .where('user_id', '=', candidate)
      .orderBy('name')
      .execute();
    assert.deepEqual(
      rows.map((row) => [row.name, row.credential_email]),
      [
        ['Indeed', 'tess@example.com'],
        ['Seek', 'tess@example.com'],
      ],
    );
    assert.ok(
      rows.every(
        (row) => row.credential_password_encrypted && !row.credential_password_encrypted.includes('Secret@123'),
      ),
    );
    assert.equal(world.app.credentialsCipher.decrypt(rows[0]!.credential_password_encrypted!, candidate), 'Secret@123');
    // Silver allows two: a third is refused and nothing changes.
    const third = await asSuper('POST', '/api/create-account-for-user/', {
      user: candidate,
      credential: { ...credential, platform: 'Jora' },
    });
    // Worded for whoever reads it (the super admin here), as the Free plan's text is.
    assert.deepEqual([third.statusCode, third.body.message], [409, 'Silver plan allows only 2 platforms.']);
    const free = await subscriber('Free');
    const tooMany = await asSuper('POST', '/api/create-account-for-user/', {
      user: free,
      credential,
      platforms: ['Seek', 'Jora'],
    });
    assert.deepEqual([tooMany.statusCode, tooMany.body.message], [409, 'Free plan allows only one platform.']);
    const mismatch = await asSuper('POST', '/api/create-account-for-user/', {
      user: free,
      credential,
      platforms: ['Jora'],
    });
    assert.equal(mismatch.statusCode, 400);
    const unknown = await asSuper('POST', '/api/create-account-for-user/', {
      user: world.ids.assignedAdmin,
      credential,
    });
    assert.equal(unknown.statusCode, 404);
    const count = await world.db.selectFrom('portals').select('id').where('user_id', 'in', [candidate, free]).execute();
    assert.equal(count.length, 2);
  });

  it("applies the candidate's plan now: a Free trial running allows one platform though Silver is paid for next month", async () => {
    const candidate = await subscriber('Free');
    await trialWithSilverPaidAhead(world.db, candidate);
    const credential = { email: 'tess@example.com', password: 'Secret@123', platform: 'Seek' };
    const two = await asSuper('POST', '/api/create-account-for-user/', {
      user: candidate,
      credential,
      platforms: ['Seek', 'Indeed'],
    });
    assert.deepEqual([two.statusCode, two.body.message], [409, 'Free plan allows only one platform.']);
    const held = await world.db.selectFrom('portals').select('id').where('user_id', '=', candidate).execute();
    assert.equal(held.length, 0);
    const one = await asSuper('POST', '/api/create-account-for-user/', { user: candidate, credential });
    assert.equal(one.statusCode, 201, JSON.stringify(one.body));
  });
});

describe("platform set-up for a candidate: whom it is for and the plan's limit", () => {
  const setup = (candidateId: string, token = world.tokens.superAdmin) =>
    call('GET', `/api/portals/setup/${candidateId}`, token);

  it("answers the candidate's name and the platform limit of their plan now, as the wizard's submit enforces it", async () => {
    const silver = await subscriber('Silver');
    const answer = await setup(silver);
    assert.equal(answer.statusCode, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body.data, {
      candidate: { _id: silver, firstName: 'Tess', lastName: 'Subscriber' },
      limit: { planName: 'Silver', platformLimit: 2 },
      currentPlatforms: [],
    });
    const free = await subscriber('Free');
    assert.deepEqual((await setup(free)).body.data.limit, { planName: 'Free', platformLimit: 1 });
    // A Free trial running counts before Silver paid for ahead (platformLimitPlan, as POST /create-account-for-user/).
    const trial = await subscriber('Free');
    await trialWithSilverPaidAhead(world.db, trial);
    assert.deepEqual((await setup(trial)).body.data.limit, { planName: 'Free', platformLimit: 1 });
    const none = await world.db
      .insertInto('users')
      .values({ first_name: 'Nora', last_name: 'Noplan', email: world.uniqueEmail('noplan'), role: 'user' })
      .returning('id')
      .executeTakeFirstOrThrow();
    assert.deepEqual((await setup(none.id)).body.data, {
      candidate: { _id: none.id, firstName: 'Nora', lastName: 'Noplan' },
      limit: null,
      currentPlatforms: [],
    });
  });

  it('names the platforms the candidate already has, oldest first, which count against the limit', async () => {
    const gold = await subscriber('Gold');
    const credential = { email: 'tess@example.com', password: 'Secret@123', platform: 'Seek' };
    const saved = await asSuper('POST', '/api/create-account-for-user/', { user: gold, credential });
    assert.equal(saved.statusCode, 201, JSON.stringify(saved.body));
    const linkedIn = { ...credential, platform: 'LinkedIn' };
    assert.equal(
      (await asSuper('POST', '/api/create-account-for-user/', { user: gold, credential: linkedIn })).statusCode,
      201,
    );
    const answer = await setup(gold);
    assert.deepEqual(answer.body.data.limit, { planName: 'Gold', platformLimit: 2 });
    assert.deepEqual(answer.body.data.currentPlatforms, ['Seek', 'LinkedIn']);
    // At the limit, a new platform is refused at the submit too, as the wizard's step 1 now says at once.
    const third = await asSuper('POST', '/api/create-account-for-user/', {
      user: gold,
      credential: { ...credential, platform: 'Jora' },
    });
    assert.deepEqual([third.statusCode, third.body.message], [409, 'Gold plan allows only 2 platforms.']);
  });

  it('the server decides who may read it: the assigned admin and super admins; 404 unknown or not a candidate, 400 a bad id', async () => {
    const mine = await subscriber('Gold', world.ids.assignedAdmin);
    assert.equal((await setup(mine, world.tokens.assignedAdmin)).statusCode, 200);
    assert.equal((await setup(mine)).statusCode, 200);
    for (const token of [world.tokens.unassignedAdmin, world.tokens.owner]) {
      const refused = await setup(mine, token);
      assert.deepEqual([refused.statusCode, refused.body.message], [403, apiMessages.forbidden], token);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', world.ids.assignedAdmin, world.ids.superAdmin]) {
      const unknown = await setup(id);
      assert.deepEqual([unknown.statusCode, unknown.body.message], [404, userMessages.userNotFound], id);
    }
    const bad = await setup('not-an-id');
    assert.deepEqual([bad.statusCode, bad.body.message], [400, sharedMessages.invalidCandidateParam]);
  });
});

describe('dashboard figures', () => {
  it('counts candidates by plan, subscribers with no admin, active admins, this week’s applications and this month’s revenue', async () => {
    const answer = await asSuper('GET', '/api/super-admin/overview');
    assert.equal(answer.statusCode, 200);
    const figures = answer.body.data;
    // Verified candidates who are not deleted, by plan.
    const candidates = await world.db
      .selectFrom('users')
      .select('subscription')
      .where('role', '=', 'user')
      .where('email_verified', '=', true)
      .where('status', '!=', 'deleted')
      .execute();
    const byPlan = { Free: 0, Silver: 0, Gold: 0, none: 0 };
    for (const { subscription } of candidates)
      byPlan[subscription === 'Free' || subscription === 'Silver' || subscription === 'Gold' ? subscription : 'none'] +=
        1;
    assert.deepEqual(figures.candidatesByPlan, byPlan);
    assert.ok(byPlan.Gold > 0 && byPlan.Silver > 0 && byPlan.Free > 0);
    const admins = await world.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .execute();
    assert.equal(figures.activeAdmins, admins.length);
    const unassigned = await asSuper('GET', '/api/subscribe-users?filter=unassigned&limit=1');
    assert.equal(figures.subscribersWithoutAdmin, unassigned.body.data.totalDocs);
    // The paid plans of the demo data were bought (payments' seed), some of them this month.
    const monthStart = new Date();
    monthStart.setUTCDate(1);
    monthStart.setUTCHours(0, 0, 0, 0);
    const paidThisMonth = await world.db
      .selectFrom('payment_orders')
      .select('total')
      .where('status', '=', 'succeeded')
      .where('paid_at', '>=', monthStart)
      .execute();
    assert.equal(
      figures.revenueThisMonth,
      paidThisMonth.reduce((sum, order) => sum + order.total, 0),
    );
    assert.ok(figures.revenueThisMonth > 0);
    const week = await world.db
      .selectFrom('applications')
      .select('id')
      .where('applied_at', '>=', new Date(Date.now() - 7 * 86_400_000))
      .execute();
    assert.equal(figures.applicationsThisWeek, week.length);
    assert.equal((await call('GET', '/api/super-admin/overview', world.tokens.assignedAdmin)).statusCode, 403);
  });
});
