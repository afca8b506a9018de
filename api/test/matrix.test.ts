// Authorisation matrix: every operation of the OpenAPI document, called as every kind of principal, answers
// the status its row below says. A route without a row fails the suite: a new route adds its row here.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { latestMail, latestVerificationCode, multipart, newCandidate, signIn } from './helpers';
import { realPdf } from './fixtures/documents';
import {
  createWorld,
  documentedOperations,
  principals,
  unauthenticated,
  type Operation,
  type Principal,
  type SignedInPrincipal,
  type World,
} from './principals';

type Request = Omit<InjectOptions, 'method' | 'url'> & { url?: string };
type Row = {
  /** What every signed-in principal gets (the five of them). */
  signedIn: Record<SignedInPrincipal, number>;
  /**
   * Only for an open route (`security: []` in the document): what the anonymous caller and the bad tokens get.
   * A secured route's anonymous answer is read from the document: 401 for all four.
   */
  anonymous?: number;
  /** Call with a session of its own for each signed-in principal (a route that ends the session it is called with). */
  freshSession?: boolean;
  /** The request (path with its parameters filled, query, body), built afresh for each call. */
  request?: (world: World, caller: Principal) => Request | Promise<Request>;
};

const everyone = (status: number): Record<SignedInPrincipal, number> => ({
  owner: status,
  otherCandidate: status,
  assignedAdmin: status,
  unassignedAdmin: status,
  superAdmin: status,
});
/** Routes about the caller's own account or a candidate-only action. */
const candidatesOnly = (status: number, others = 403) => ({
  ...everyone(others),
  owner: status,
  otherCandidate: status,
});
/** Routes about the owner's records: the owner, the admin assigned to them and a super admin. */
const ownerAndTheirStaff = (status: number) => ({
  owner: status,
  otherCandidate: 403,
  assignedAdmin: status,
  unassignedAdmin: 403,
  superAdmin: status,
});
const json = (payload: object): Request => ({ payload });

async function signedUpAddress(world: World): Promise<string> {
  const email = world.uniqueEmail('signup');
  const answer = await world.app.inject({ method: 'POST', url: '/api/auth/signup', payload: newCandidate(email) });
  assert.equal(answer.statusCode, 201, answer.body);
  return email;
}
const tokenIn = (text: string, path: string) => {
  const token = new RegExp(`${path}\\?token=([\\w-]+)`).exec(text)?.[1];
  if (!token) throw new Error(`No ${path} link in: ${text}`);
  return token;
};
async function jobAlertConfirmToken(world: World, email: string): Promise<string> {
  const asked = await world.app.inject({
    method: 'POST',
    url: '/api/job-alerts',
    payload: { email, experience: '3-5', locations: ['Sydney'], salaryRange: 'under-80k' },
  });
  assert.equal(asked.statusCode, 202, asked.body);
  return tokenIn((await latestMail(world.db, email)).text, 'job-alerts/confirm');
}
const ownerCvUploadId = async (world: World) =>
  (
    await world.db
      .selectFrom('documents')
      .select('upload_id')
      .where('user_id', '=', world.ids.owner)
      .where('category', '=', 'Resume/CV')
      .executeTakeFirstOrThrow()
  ).upload_id;

/** One unattached upload of the owner, made once: what other callers try to attach. */
let ownersSpareUpload: string | undefined;

/** THE table: one row per operation of the OpenAPI document. */
const matrix: Record<string, Row> = {
  'GET /api/health': { anonymous: 200, signedIn: everyone(200) },
  'GET /api/auth/config': { anonymous: 200, signedIn: everyone(200) },
  'GET /api/site/contact-details': { anonymous: 200, signedIn: everyone(200) },
  'GET /api/subscription-plans': { anonymous: 200, signedIn: everyone(200) },
  'POST /api/auth/signup': {
    anonymous: 201,
    signedIn: everyone(201),
    request: (world) => json(newCandidate(world.uniqueEmail('new'))),
  },
  'POST /api/auth/email-verification': {
    anonymous: 200,
    signedIn: everyone(200),
    request: async (world) => {
      const email = await signedUpAddress(world);
      return json({ email, token: await latestVerificationCode(world.db, email) });
    },
  },
  'POST /api/auth/resend-verification-code': {
    anonymous: 200,
    signedIn: everyone(200),
    request: async (world) => json({ email: await signedUpAddress(world) }),
  },
  'POST /api/auth/signin': {
    anonymous: 200,
    signedIn: everyone(200),
    request: (world) => json({ email: world.emails.otherCandidate, password: 'Portal@2026' }),
  },
  'POST /api/auth/forget-password': {
    anonymous: 200,
    signedIn: everyone(200),
    request: (world) => json({ email: world.uniqueEmail('forgot') }),
  },
  'POST /api/auth/reset-password': {
    anonymous: 200,
    signedIn: everyone(200),
    request: async (world) => {
      // A verified account of its own, so resetting it ends nobody else's session.
      const email = await signedUpAddress(world);
      await world.db.updateTable('users').set({ email_verified: true }).where('email', '=', email).execute();
      const asked = await world.app.inject({ method: 'POST', url: '/api/auth/forget-password', payload: { email } });
      assert.equal(asked.statusCode, 200, asked.body);
      const token = tokenIn((await latestMail(world.db, email)).text, 'reset-password');
      return json({ email, password: 'Renewed@2026', token });
    },
  },
  'POST /api/auth/google': {
    anonymous: 200,
    signedIn: everyone(200),
    request: async (world) => json({ credential: await world.googleIdToken(world.uniqueEmail('google')) }),
  },
  'POST /api/contact': {
    anonymous: 201,
    signedIn: everyone(201),
    request: (world) =>
      json({ name: 'Matrix Caller', email: world.uniqueEmail('contact'), message: 'A question about plans.' }),
  },
  'POST /api/job-alerts': {
    anonymous: 202,
    signedIn: everyone(202),
    request: (world) =>
      json({ email: world.uniqueEmail('alert'), experience: '0-2', locations: ['Melbourne'], salaryRange: '80k-120k' }),
  },
  'POST /api/job-alerts/confirm': {
    anonymous: 201,
    signedIn: everyone(201),
    request: async (world) => json({ token: await jobAlertConfirmToken(world, world.uniqueEmail('confirm')) }),
  },
  'POST /api/job-alerts/unsubscribe': {
    anonymous: 200,
    signedIn: everyone(200),
    request: async (world) => {
      const email = world.uniqueEmail('unsubscribe');
      const confirmed = await world.app.inject({
        method: 'POST',
        url: '/api/job-alerts/confirm',
        payload: { token: await jobAlertConfirmToken(world, email) },
      });
      assert.equal(confirmed.statusCode, 201, confirmed.body);
      return json({ token: tokenIn((await latestMail(world.db, email)).text, 'job-alerts/unsubscribe') });
    },
  },
  // Development only (never registered in production).
  'GET /api/dev/outbox': {
    anonymous: 200,
    signedIn: everyone(200),
    request: (world) => ({ query: { to: world.emails.owner } }),
  },

  'POST /api/auth/signout': { signedIn: everyone(200), freshSession: true },
  'GET /api/user/me': { signedIn: everyone(200) },
  'GET /api/notification-count': { signedIn: everyone(200) },
  'GET /api/users': { signedIn: { ...everyone(200), owner: 403, otherCandidate: 403 } },
  'PATCH /api/user/update-profile': {
    signedIn: candidatesOnly(200),
    request: () =>
      json({
        phoneNumber: '+61412345678',
        address: '1 Collins Street, Melbourne VIC 3000',
        workState: ['Victoria'],
        jobTitle: ['Analyst'],
        experienceLevel: '2-4 years',
      }),
  },
  'POST /api/subscription': {
    // Both candidates' Free trials are running: choosing Free again answers 200 and changes nothing.
    signedIn: candidatesOnly(200),
    request: () => json({ selectedPlan: 'Free' }),
  },
  'POST /api/portal': {
    // Indeed is the owner's one platform already (the Free plan allows one): sent again, it replaces its details.
    signedIn: candidatesOnly(201),
    request: () => json({ name: 'Indeed', hadAnAccount: false, agreed: true }),
  },
  'GET /api/portals': {
    signedIn: ownerAndTheirStaff(200),
    request: (world) => ({ query: { user: world.ids.owner } }),
  },
  'GET /api/documents': {
    signedIn: ownerAndTheirStaff(200),
    request: (world) => ({ query: { user: world.ids.owner } }),
  },
  'GET /api/document/file/{uploadId}': {
    signedIn: ownerAndTheirStaff(200),
    request: async (world) => ({ url: `/api/document/file/${await ownerCvUploadId(world)}` }),
  },
  'POST /api/document/uploads': {
    // Any signed-in account may upload (only a candidate can attach it, below).
    signedIn: everyone(201),
    request: () =>
      multipart([{ name: 'file', filename: 'cv.pdf', content: realPdf(), contentType: 'application/pdf' }]),
  },
  'POST /api/document': {
    // The owner attaches a fresh upload of theirs; any other candidate naming it finds nothing (404).
    signedIn: { ...candidatesOnly(201), otherCandidate: 404 },
    request: async (world, caller) => {
      const uri =
        caller === 'owner'
          ? await world.upload(world.tokens.owner)
          : (ownersSpareUpload ??= await world.upload(world.tokens.owner));
      return json({ type: 'pdf', title: 'My CV', uri, size: realPdf().length, category: 'Resume/CV', agree: true });
    },
  },
};

let world: World;
let operations: Operation[];

before(async () => {
  world = await createWorld();
  operations = await documentedOperations(world.app);
});
after(async () => world.close());

/** The path of an OpenAPI key with no parameters, the one a row's request gives otherwise. */
const urlOf = (operation: Operation) => operation.path.replace(/\{(\w+)\}/g, ':$1');

function expectedStatus(operation: Operation, row: Row, principal: Principal): number {
  if ((unauthenticated as readonly string[]).includes(principal))
    return operation.secured ? 401 : (row.anonymous ?? Number.NaN);
  return row.signedIn[principal as SignedInPrincipal];
}

describe('authorisation matrix', () => {
  it('has exactly one row per operation of the OpenAPI document', () => {
    const documented = operations.map((operation) => operation.key).sort();
    assert.deepEqual(
      documented.filter((key) => !matrix[key]),
      [],
      'operations of the document with no row in the matrix',
    );
    assert.deepEqual(
      Object.keys(matrix).filter((key) => !documented.includes(key)),
      [],
      'rows naming no operation of the document',
    );
  });

  it('states the anonymous answer of a route exactly when the document says it is open', () => {
    for (const operation of operations) {
      const row = matrix[operation.key];
      if (!row) continue;
      assert.equal(
        row.anonymous === undefined,
        operation.secured,
        `${operation.key}: security ${operation.secured ? 'bearerAuth' : 'none'} in the document`,
      );
    }
  });

  it('answers every operation, for every principal, with the status of its row', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const operation of operations) {
      const row = matrix[operation.key];
      if (!row) continue;
      for (const principal of principals) {
        const request = (await row.request?.(world, principal)) ?? {};
        const token =
          principal === 'anonymous'
            ? undefined
            : row.freshSession && principal in world.emails
              ? await signIn(world.app, world.emails[principal as SignedInPrincipal])
              : world.tokens[principal];
        const answer = await world.app.inject({
          ...request,
          method: operation.method as InjectOptions['method'],
          url: request.url ?? urlOf(operation),
          headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        } as InjectOptions);
        calls++;
        const expected = expectedStatus(operation, row, principal);
        if (answer.statusCode !== expected)
          mismatches.push(
            `${operation.key} as ${principal}: ${answer.statusCode} (expected ${expected}) ${answer.body.slice(0, 200)}`,
          );
      }
    }
    console.log(`authorisation matrix: ${operations.length} routes × ${principals.length} principals = ${calls} calls`);
    assert.deepEqual(mismatches, []);
  });
});
