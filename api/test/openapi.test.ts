import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import openapiDeclarations, { guardOf, operationIdOf } from '../src/http/openapi';
import { routeGuards } from '../src/plugins/auth';

/** A bare app with the declarations hook and two guards standing in for `authenticate` and `requireRole`. */
async function appWithGuards() {
  const app = Fastify();
  const signedIn = async () => undefined;
  const staff = async () => undefined;
  routeGuards.set(signedIn, 'signed-in');
  routeGuards.set(staff, ['admin', 'superAdmin']);
  await app.register(fp(async () => undefined, { name: 'authentication' }));
  await app.register(openapiDeclarations);
  return { app, signedIn, staff };
}

describe('the OpenAPI declarations of each route', () => {
  it('name an operation after its method and path unless it names itself', () => {
    assert.equal(operationIdOf('GET', '/api/document/file/:uploadId'), 'getDocumentFileByUploadId');
    assert.equal(operationIdOf('POST', '/api/auth/resend-verification-code'), 'postAuthResendVerificationCode');
    assert.equal(operationIdOf('PATCH', '/api/user/update-profile'), 'patchUserUpdateProfile');
  });

  it('derive security and roles from the guard that protects the route', async () => {
    const { app, signedIn, staff } = await appWithGuards();
    const schemas: Record<string, unknown> = {};
    app.addHook('onRoute', (route) => {
      // Plain data, without fastify's own marks.
      if (route.method !== 'HEAD') schemas[route.url] = JSON.parse(JSON.stringify(route.schema));
    });
    app.get('/api/open', { schema: {} }, async () => ({}));
    app.get('/api/mine', { schema: {}, preValidation: signedIn }, async () => ({}));
    app.get('/api/staff', { schema: { operationId: 'listStaffThings' }, preValidation: [staff] }, async () => ({}));
    await app.ready();
    assert.deepEqual(guardOf({ preValidation: [staff] }), ['admin', 'superAdmin']);
    assert.equal(guardOf({ preValidation: [] }), null);
    assert.deepEqual(schemas['/api/open'], { security: [], operationId: 'getOpen' });
    assert.deepEqual(schemas['/api/mine'], { security: [{ bearerAuth: [] }], operationId: 'getMine' });
    assert.deepEqual(schemas['/api/staff'], {
      security: [{ bearerAuth: [] }],
      operationId: 'listStaffThings',
      'x-roles': ['admin', 'superAdmin'],
    });
    await app.close();
  });

  it('refuse to start when a route declares a security its guard does not give', async () => {
    const { app } = await appWithGuards();
    assert.throws(
      () => app.get('/api/claims-secure', { schema: { security: [{ bearerAuth: [] }] } }, async () => ({})),
      /GET \/api\/claims-secure: its declared security does not match its guard/,
    );
    await app.close();
  });
});
