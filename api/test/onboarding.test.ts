import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { demoAccounts, demoCandidateOnboarding, demoCandidateProfile } from '../src/db/demo-accounts';
import { seedDatabase } from '../src/db/seed';
import { CredentialsCipher } from '../src/providers/credentials-cipher';
import { bearer, createTestApp, freshDataDir, signIn, trialWithSilverPaidAhead, type TestApp } from './helpers';
import { updateProfileRequest } from '@portal/shared/contracts';
import { fillMessage, sharedMessages } from '@portal/shared/texts';
import { subscriptionMessages } from '../src/modules/subscriptions/texts';

const credentialsKey = crypto.randomBytes(32);
const cipher = new CredentialsCipher(credentialsKey);
let t: TestApp;
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

before(async () => {
  t = await createTestApp({}, { DATA_DIR: freshDataDir(), CREDENTIALS_KEY: credentialsKey.toString('hex') });
  const admin = await t.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', 'admin@portal.test')
    .executeTakeFirstOrThrow();
  const people: [string, 'user' | 'admin', string | null][] = [
    ['fresh', 'user', admin.id],
    ['trial', 'user', admin.id],
    ['consent', 'user', null],
    ['silver', 'user', null],
    ['expired', 'user', null],
    ['paidAhead', 'user', null],
    ['otherAdmin', 'admin', null],
  ];
  for (const [name, role, officer] of people) {
    const row = await t.db
      .insertInto('users')
      .values({
        first_name: 'Test',
        last_name: name,
        email: `${name.toLowerCase()}@example.com`,
        role,
        email_verified: true,
        password_hash: admin.password_hash,
        account_officer: officer,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = row.id;
    tokens[name] = await signIn(t.app, `${name.toLowerCase()}@example.com`);
  }
  tokens.admin = await signIn(t.app, 'admin@portal.test');
  tokens.superAdmin = await signIn(t.app, 'superadmin@portal.test');
  tokens.demo = await signIn(t.app, 'candidate@portal.test');
});
after(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token?: string) =>
  t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), headers: token ? bearer(token) : {} });
const me = async (token: string) => (await call('GET', '/user/me', undefined, token)).json().data;
const userRow = (id: string) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const profile = {
  phoneNumber: '+61 412 345 678',
  address: '1 Collins Street, Melbourne VIC 3000',
  workState: ['Victoria', 'New South Wales'],
  jobTitle: 'Data Analyst',
  experienceLevel: '0-1 years',
};

describe('PATCH /api/user/update-profile', () => {
  it('saves the profile of the signed-in candidate and completes step 2', async () => {
    const response = await call('PATCH', '/user/update-profile', profile, tokens.fresh);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, sharedMessages.profileUpdated);
    assert.deepEqual(
      {
        phone: response.json().data.phoneNumber,
        states: response.json().data.workState,
        titles: response.json().data.jobTitle,
        step2: response.json().data.step2,
        step3: response.json().data.step3,
      },
      {
        phone: '+61412345678',
        states: ['Victoria', 'New South Wales'],
        titles: ['Data Analyst'],
        step2: true,
        step3: false,
      },
    );
  });

  it('refuses anonymous callers, staff and bad input, changing nothing', async () => {
    assert.equal((await call('PATCH', '/user/update-profile', profile)).statusCode, 401);
    assert.equal((await call('PATCH', '/user/update-profile', profile, tokens.admin)).statusCode, 403);
    const before = await userRow(ids.trial!);
    const cases: [object, string][] = [
      [{ ...profile, phoneNumber: '+61 12' }, sharedMessages.phoneInvalid],
      [{ ...profile, phoneNumber: '+61 4123 4567 8901 2345' }, sharedMessages.phoneInvalid],
      [{ ...profile, address: ' ' }, sharedMessages.requiredFields],
      [{ ...profile, workState: [] }, sharedMessages.requiredFields],
      [{ ...profile, workState: ['Ontario'] }, sharedMessages.invalidWorkState],
      [{ ...profile, jobTitle: '' }, sharedMessages.requiredFields],
      [{ ...profile, experienceLevel: undefined }, sharedMessages.requiredFields],
      [{ ...profile, experienceLevel: '20 years' }, sharedMessages.invalidExperienceLevel],
    ];
    for (const [payload, message] of cases) {
      const response = await call('PATCH', '/user/update-profile', payload, tokens.trial);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(response.json(), { success: false, message });
    }
    assert.deepEqual(await userRow(ids.trial!), before);
  });
});

describe('GET /api/subscription-plans', () => {
  it('lists Free, Silver and Gold with the limits of spec section 9, to anyone', async () => {
    const response = await call('GET', '/subscription-plans');
    assert.equal(response.statusCode, 200);
    const plans = response.json().data.map((plan: Record<string, unknown>) => {
      const { _id, id, ...rest } = plan;
      assert.equal(_id, id);
      return rest;
    });
    assert.deepEqual(plans, [
      {
        name: 'Free',
        planName: 'Free',
        price: 0,
        applicationLimit: 10,
        platformLimit: 1,
        billing: 'weekly',
        trialDays: 7,
        features: [],
      },
      {
        name: 'Silver',
        planName: 'Silver',
        price: 120,
        applicationLimit: 30,
        platformLimit: 2,
        billing: 'monthly',
        trialDays: 0,
        features: ['tailored CV'],
      },
      {
        name: 'Gold',
        planName: 'Gold',
        price: 20,
        applicationLimit: null,
        platformLimit: 2,
        billing: 'monthly',
        trialDays: 0,
        features: ['CV revamp', 'tailored CV', 'real-time messaging'],
      },
    ]);
  });
});

describe('POST /api/subscription', () => {
  let plans: Record<string, string>;
  before(async () => {
    plans = Object.fromEntries(
      (await call('GET', '/subscription-plans'))
        .json()
        .data.map((plan: { name: string; _id: string }) => [plan.name, plan._id]),
    );
  });

  it('Free starts the 7-day trial, sets the plan and completes step 4', async () => {
    const response = await call('POST', '/subscription', { selectedPlan: plans.Free, months: [] }, tokens.fresh);
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().message, sharedMessages.freeTrialActivated);
    const period = response.json().data.period[0];
    assert.equal(response.json().data.planName, 'Free');
    assert.equal(period.active, true);
    const days = (Date.parse(period.exp_date) - Date.parse(period.start_date)) / 86_400_000;
    assert.equal(days, 7);
    const user = await me(tokens.fresh!);
    assert.equal(user.subscription, 'Free');
    assert.equal(user.step4, true);
  });

  it('choosing Free again during the trial changes nothing; by name works too', async () => {
    const again = await call('POST', '/subscription', { selectedPlan: 'Free' }, tokens.fresh);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().message, sharedMessages.freeTrialActivated);
    const rows = await t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', ids.fresh!).execute();
    assert.equal(rows.length, 1);
  });

  it('a trial that ran out is not given twice', async () => {
    const free = await t.db
      .selectFrom('subscription_plans')
      .selectAll()
      .where('name', '=', 'Free')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('subscriptions')
      .values({
        user_id: ids.expired!,
        plan_id: free.id,
        plan_name: 'Free',
        kind: 'trial',
        start_date: new Date(Date.now() - 10 * 86_400_000),
        exp_date: new Date(Date.now() - 3 * 86_400_000),
      })
      .execute();
    const response = await call('POST', '/subscription', { selectedPlan: plans.Free }, tokens.expired);
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), { success: false, message: subscriptionMessages.freeTrialUsed });
  });

  it('Silver and Gold need payment first (402) and change nothing', async () => {
    for (const name of ['Silver', 'Gold']) {
      const response = await call(
        'POST',
        '/subscription',
        { selectedPlan: plans[name], months: ['Jan'] },
        tokens.trial,
      );
      assert.equal(response.statusCode, 402);
      assert.equal(response.json().message, fillMessage(subscriptionMessages.paidPlanNeedsPayment, { plan: name }));
    }
    const user = await userRow(ids.trial!);
    assert.equal(user.subscription, null);
    assert.equal(user.step4, false);
  });

  it('refuses bad plans, staff and anonymous callers', async () => {
    const unknown = await call('POST', '/subscription', { selectedPlan: 'Platinum' }, tokens.trial);
    assert.deepEqual([unknown.statusCode, unknown.json().message], [400, sharedMessages.invalidPlan]);
    const unknownId = await call('POST', '/subscription', { selectedPlan: crypto.randomUUID() }, tokens.trial);
    assert.deepEqual([unknownId.statusCode, unknownId.json().message], [400, sharedMessages.invalidPlan]);
    const none = await call('POST', '/subscription', {}, tokens.trial);
    assert.deepEqual([none.statusCode, none.json().message], [400, sharedMessages.selectPlan]);
    const badMonth = await call('POST', '/subscription', { selectedPlan: 'Free', months: ['Smarch'] }, tokens.trial);
    assert.deepEqual([badMonth.statusCode, badMonth.json().message], [400, sharedMessages.invalidMonth]);
    assert.equal((await call('POST', '/subscription', { selectedPlan: 'Free' }, tokens.admin)).statusCode, 403);
    assert.equal((await call('POST', '/subscription', { selectedPlan: 'Free' })).statusCode, 401);
  });
});

describe('POST /api/portal and GET /api/portals', () => {
  const indeed = {
    name: 'Indeed',
    hadAnAccount: true,
    agreed: true,
    credential: { email: 'fresh.seeker@example.com', password: 'My Indeed pa55word!', platform: 'Indeed' },
  };

  it('needs a plan first', async () => {
    const response = await call('POST', '/portal', indeed, tokens.trial);
    assert.deepEqual([response.statusCode, response.json().message], [409, sharedMessages.selectPlan]);
  });

  it('stores login details with the password encrypted, completes step 5 and never shows the password', async () => {
    const response = await call('POST', '/portal', indeed, tokens.fresh);
    assert.equal(response.statusCode, 201, response.body);
    assert.deepEqual(response.json().data.credential, { email: 'fresh.seeker@example.com', platform: 'Indeed' });
    assert.ok(!response.body.includes('pa55word'));
    assert.equal((await me(tokens.fresh!)).step5, true);

    const row = await t.db
      .selectFrom('portals')
      .selectAll()
      .where('user_id', '=', ids.fresh!)
      .executeTakeFirstOrThrow();
    const stored = row.credential_password_encrypted!;
    assert.ok(!stored.includes('pa55word'));
    assert.ok(!Buffer.from(stored.split(':').at(-1)!, 'base64url').toString('utf8').includes('pa55word'));
    assert.match(stored, /^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    assert.equal(cipher.decrypt(stored, ids.fresh!), indeed.credential.password);
    // Bound to its owner: the same envelope on another candidate's row does not decrypt.
    assert.throws(() => cipher.decrypt(stored, ids.trial!));
    // A fresh IV per value: the same password twice gives two different envelopes.
    assert.notEqual(cipher.encrypt('same', ids.fresh!), cipher.encrypt('same', ids.fresh!));
    const dump = JSON.stringify(await t.db.selectFrom('portals').selectAll().execute());
    assert.ok(!dump.includes('pa55word'));

    for (const token of [tokens.fresh, tokens.admin, tokens.superAdmin]) {
      const query = token === tokens.fresh ? '' : `?user=${ids.fresh}`;
      const list = await call('GET', `/portals${query}`, undefined, token);
      assert.equal(list.statusCode, 200);
      assert.equal(list.json().data.docs.length, 1);
      assert.deepEqual(list.json().data.docs[0].credential, { email: 'fresh.seeker@example.com', platform: 'Indeed' });
      assert.ok(!list.body.includes('pa55word') && !list.body.includes('v1:'));
    }
  });

  it('refuses a too-long password or e-mail with its own reason, not "Email and password are required!"', async () => {
    const tooLong = await call(
      'POST',
      '/portal',
      { ...indeed, credential: { ...indeed.credential, password: 'p'.repeat(260) } },
      tokens.fresh,
    );
    assert.deepEqual(
      [tooLong.statusCode, tooLong.json().message],
      [400, 'The platform password can be at most 256 characters.'],
    );
    const longEmail = await call(
      'POST',
      '/portal',
      { ...indeed, credential: { ...indeed.credential, email: `${'a'.repeat(250)}@example.com` } },
      tokens.fresh,
    );
    assert.deepEqual(
      [longEmail.statusCode, longEmail.json().message],
      [400, 'The platform login e-mail can be at most 254 characters.'],
    );
  });

  it('GET /api/portals refuses callers who may not see the candidate', async () => {
    assert.equal((await call('GET', '/portals')).statusCode, 401);
    assert.equal((await call('GET', `/portals?user=${ids.fresh}`, undefined, tokens.consent)).statusCode, 403);
    assert.equal((await call('GET', `/portals?user=${ids.fresh}`, undefined, tokens.otherAdmin)).statusCode, 403);
    assert.equal(
      (await call('GET', `/portals?user=${crypto.randomUUID()}`, undefined, tokens.superAdmin)).statusCode,
      404,
    );
  });

  it("a staff account's id names no candidate: the super admin gets 404, not the admin's (empty) records", async () => {
    for (const url of [`/portals?user=${ids.otherAdmin}`, `/portals/limit?user=${ids.otherAdmin}`]) {
      const response = await call('GET', url, undefined, tokens.superAdmin);
      assert.deepEqual([response.statusCode, response.json().message], [404, 'User not found.'], url);
    }
  });

  it('the Free plan allows one platform; sending the same platform again replaces its details', async () => {
    const seek = await call(
      'POST',
      '/portal',
      { name: 'Seek', hadAnAccount: true, credential: { email: 'x@example.com', password: 'p', platform: 'Seek' } },
      tokens.fresh,
    );
    assert.deepEqual([seek.statusCode, seek.json().message], [409, sharedMessages.freePlanOnePlatform]);
    const replaced = await call(
      'POST',
      '/portal',
      { ...indeed, credential: { ...indeed.credential, email: 'new.login@example.com' } },
      tokens.fresh,
    );
    assert.equal(replaced.statusCode, 201);
    const rows = await t.db.selectFrom('portals').selectAll().where('user_id', '=', ids.fresh!).execute();
    assert.deepEqual(
      rows.map((row) => [row.name, row.credential_email]),
      [['Indeed', 'new.login@example.com']],
    );
  });

  it('without an account: consent and no login details; straight to step 5', async () => {
    await call('POST', '/subscription', { selectedPlan: 'Free' }, tokens.consent);
    const refused = await call(
      'POST',
      '/portal',
      { name: 'Seek', hadAnAccount: false, agreed: false, credential: null },
      tokens.consent,
    );
    assert.deepEqual([refused.statusCode, refused.json().message], [400, sharedMessages.portalConsentRequired]);
    const response = await call(
      'POST',
      '/portal',
      { name: 'Seek', hadAnAccount: false, agreed: true, credential: null },
      tokens.consent,
    );
    assert.equal(response.statusCode, 201);
    assert.deepEqual(
      {
        hadAnAccount: response.json().data.hadAnAccount,
        agreed: response.json().data.agreed,
        credential: response.json().data.credential,
      },
      { hadAnAccount: false, agreed: true, credential: null },
    );
    const row = await t.db
      .selectFrom('portals')
      .selectAll()
      .where('user_id', '=', ids.consent!)
      .executeTakeFirstOrThrow();
    assert.equal(row.credential_password_encrypted, null);
    assert.equal((await me(tokens.consent!)).step5, true);
  });

  it("a paid plan's own limit applies (two platforms on Silver)", async () => {
    const none = await call('GET', '/portals/limit', undefined, tokens.silver);
    assert.deepEqual([none.statusCode, none.json().data], [200, null]);
    await t.db.updateTable('users').set({ subscription: 'Silver' }).where('id', '=', ids.silver!).execute();
    const limit = await call('GET', '/portals/limit', undefined, tokens.silver);
    assert.deepEqual([limit.statusCode, limit.json().data], [200, { planName: 'Silver', platformLimit: 2 }]);
    for (const name of ['Jora', 'LinkedIn'])
      assert.equal(
        (await call('POST', '/portal', { name, hadAnAccount: false, agreed: true }, tokens.silver)).statusCode,
        201,
      );
    const third = await call(
      'POST',
      '/portal',
      { name: 'Glassdoor', hadAnAccount: false, agreed: true },
      tokens.silver,
    );
    assert.deepEqual(
      [third.statusCode, third.json().message],
      [409, fillMessage(sharedMessages.platformLimit, { plan: 'Silver', limit: 2 })],
    );
  });

  it('the plan now decides: a Free trial running allows one platform though Silver is paid for next month', async () => {
    await trialWithSilverPaidAhead(t.db, ids.paidAhead!);
    const limit = await call('GET', '/portals/limit', undefined, tokens.paidAhead);
    assert.deepEqual([limit.statusCode, limit.json().data], [200, { planName: 'Free', platformLimit: 1 }]);
    const first = await call('POST', '/portal', { name: 'Jora', hadAnAccount: false, agreed: true }, tokens.paidAhead);
    assert.equal(first.statusCode, 201, first.body);
    const second = await call(
      'POST',
      '/portal',
      { name: 'LinkedIn', hadAnAccount: false, agreed: true },
      tokens.paidAhead,
    );
    assert.deepEqual([second.statusCode, second.json().message], [409, sharedMessages.freePlanOnePlatform]);
    const rows = await t.db.selectFrom('portals').select('name').where('user_id', '=', ids.paidAhead!).execute();
    assert.deepEqual(
      rows.map((row) => row.name),
      ['Jora'],
    );
  });

  it('refuses bad payloads, staff and anonymous callers', async () => {
    const cases: [object, string][] = [
      [{ ...indeed, name: 'Monster' }, sharedMessages.invalidPlatform],
      [{ ...indeed, credential: null }, sharedMessages.loginRequired],
      [{ ...indeed, credential: { ...indeed.credential, email: '' } }, sharedMessages.loginRequired],
      [
        { ...indeed, credential: { ...indeed.credential, platform: 'Seek' } },
        sharedMessages.credentialPlatformMismatch,
      ],
      [{ name: 'Indeed', agreed: true }, sharedMessages.hadAnAccountRequired],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/portal', payload, tokens.fresh);
      assert.deepEqual([response.statusCode, response.json().message], [400, message], JSON.stringify(payload));
    }
    assert.equal((await call('POST', '/portal', indeed, tokens.admin)).statusCode, 403);
    assert.equal((await call('POST', '/portal', indeed)).statusCode, 401);
  });
});

describe('the demo candidate', () => {
  it('finished onboarding: Free plan, one platform with encrypted login details', async () => {
    const user = await me(tokens.demo!);
    assert.deepEqual(
      [user.subscription, user.step2, user.step3, user.step4, user.step5],
      ['Free', true, true, true, true],
    );
    const portals = (await call('GET', '/portals', undefined, tokens.demo)).json().data.docs;
    assert.deepEqual(
      portals.map((portal: { name: string; credential: unknown }) => [portal.name, portal.credential]),
      [['Indeed', { email: demoCandidateOnboarding.platform.email, platform: 'Indeed' }]],
    );
    const row = await t.db.selectFrom('portals').selectAll().where('user_id', '=', user._id).executeTakeFirstOrThrow();
    assert.equal(
      cipher.decrypt(row.credential_password_encrypted!, user._id),
      demoCandidateOnboarding.platform.password,
    );
    const trial = await t.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', user._id)
      .executeTakeFirstOrThrow();
    assert.equal(trial.plan_name, 'Free');
  });

  it("has every field the profile step requires, as the step stores them, and an older data directory's catches up", async () => {
    const user = await me(tokens.demo!);
    const profile = {
      phoneNumber: user.phoneNumber,
      address: user.address,
      workState: user.workState,
      jobTitle: user.jobTitle,
      experienceLevel: user.experienceLevel,
    };
    assert.deepEqual(updateProfileRequest.parse(profile), profile);
    assert.deepEqual(profile, { ...demoCandidateProfile });
    // Seeded before the demo candidate had a phone and address: the next start gives them both.
    await t.db
      .updateTable('users')
      .set({ phone_number: null, address: null })
      .where('email', '=', demoAccounts.candidate.email)
      .execute();
    await seedDatabase(t.db, { demoAccounts: true });
    const caughtUp = await me(await signIn(t.app, demoAccounts.candidate.email));
    assert.deepEqual(
      [caughtUp.phoneNumber, caughtUp.address],
      [demoCandidateProfile.phoneNumber, demoCandidateProfile.address],
    );
  });
});
