// The callers of the authorisation matrix and the fuzzer: one app per suite, its document's operations, and
// a token for each kind of principal (forged, expired and real ones).
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import { createTestApp, multipart, signIn, testJwtSecret, type TestApp } from './helpers';
import { realPdf } from './fixtures/documents';

export const principals = [
  'anonymous',
  'forgedSecret',
  'forgedAlgNone',
  'expired',
  'owner',
  'otherCandidate',
  'assignedAdmin',
  'unassignedAdmin',
  'superAdmin',
] as const;
export type Principal = (typeof principals)[number];
/** The principals without a valid session: a secured route answers each of them 401. */
export const unauthenticated = ['anonymous', 'forgedSecret', 'forgedAlgNone', 'expired'] as const;
export type SignedInPrincipal = Exclude<Principal, (typeof unauthenticated)[number]>;

/** One operation of the OpenAPI document. */
export type Operation = {
  /** 'GET /api/document/file/{uploadId}': the key of the matrix table. */
  key: string;
  method: string;
  path: string;
  secured: boolean;
  roles: readonly string[] | undefined;
  schema: OpenApiOperation;
};
export type JsonSchema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
};
export type OpenApiOperation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  'x-roles'?: string[];
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

/** Every operation of the document the app serves at /api/docs. */
export async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (answer.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${answer.statusCode}`);
  const document = answer.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      secured: (operation.security ?? []).length > 0,
      roles: operation['x-roles'],
      schema: operation,
    })),
  );
}

export const googleClientId = 'portal-matrix.apps.googleusercontent.com';

export type World = TestApp & {
  ids: Record<SignedInPrincipal, string>;
  emails: Record<SignedInPrincipal, string>;
  tokens: Record<Exclude<Principal, 'anonymous'>, string>;
  /** An ID token "from Google" for a new address (the app trusts this suite's local key set). */
  googleIdToken(email: string): Promise<string>;
  /** Uploads a small real PDF as this caller; answers its file uri. */
  upload(token: string): Promise<string>;
  /** A new address each call. */
  uniqueEmail(label: string): string;
};

/**
 * The app with Google sign-in on (local keys), rate limits far above what a suite sends, and the five
 * signed-in principals: the demo candidate (owner of the records, assigned to the demo admin), another
 * candidate with a Free trial and no officer, the demo admin, an admin with no candidates, the super admin.
 */
export async function createWorld(env: NodeJS.ProcessEnv = {}): Promise<World> {
  const keys = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(keys.publicKey)), kid: 'matrix-key', alg: 'RS256', use: 'sig' };
  const t = await createTestApp(
    {},
    {
      GOOGLE_CLIENT_ID: googleClientId,
      RATE_LIMIT_AUTH_PER_MINUTE: '100000',
      RATE_LIMIT_PUBLIC_FORMS_PER_MINUTE: '100000',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '100000',
      ...env,
    },
    { googleKeys: createLocalJWKSet({ keys: [jwk] }) },
  );
  const demoHash = await t.db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', 'candidate@portal.test')
    .executeTakeFirstOrThrow();
  const account = (email: string, role: 'user' | 'admin', firstName: string) => ({
    first_name: firstName,
    last_name: 'Matrix',
    email,
    role,
    email_verified: true,
    password_hash: demoHash.password_hash,
  });
  await t.db
    .insertInto('users')
    .values([
      account('other.candidate@portal.test', 'user', 'Otto'),
      account('unassigned.admin@portal.test', 'admin', 'Una'),
    ])
    .execute();
  const emails: Record<SignedInPrincipal, string> = {
    owner: 'candidate@portal.test',
    otherCandidate: 'other.candidate@portal.test',
    assignedAdmin: 'admin@portal.test',
    unassignedAdmin: 'unassigned.admin@portal.test',
    superAdmin: 'superadmin@portal.test',
  };
  const ids = {} as Record<SignedInPrincipal, string>;
  const signedIn = {} as Record<SignedInPrincipal, string>;
  for (const [principal, email] of Object.entries(emails) as [SignedInPrincipal, string][]) {
    ids[principal] = (
      await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    ).id;
    signedIn[principal] = await signIn(t.app, email);
  }
  const trial = await t.app.inject({
    method: 'POST',
    url: '/api/subscription',
    headers: { authorization: `Bearer ${signedIn.otherCandidate}` },
    payload: { selectedPlan: 'Free' },
  });
  if (trial.statusCode !== 201) throw new Error(`Free trial of the other candidate: ${trial.statusCode} ${trial.body}`);

  const now = Math.floor(Date.now() / 1000);
  // Forged as the super admin: what an attacker would claim.
  const forgedSecret = await new SignJWT({ role: 'superAdmin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(ids.superAdmin)
    .setIssuedAt()
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode('not-the-portal-secret-but-long-enough-for-hs256'));
  const forgedAlgNone = new UnsecuredJWT({ role: 'superAdmin' })
    .setSubject(ids.superAdmin)
    .setIssuedAt()
    .setExpirationTime(now + 3600)
    .encode();
  // Signed with the real secret, but its time is up.
  const expired = await new SignJWT({ role: 'user' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(ids.owner)
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(testJwtSecret));

  let counter = 0;
  return {
    ...t,
    ids,
    emails,
    tokens: { ...signedIn, forgedSecret, forgedAlgNone, expired },
    uniqueEmail: (label) => `${label}.${process.pid}.${++counter}@example.com`,
    googleIdToken: (email) =>
      new SignJWT({ email, email_verified: true, given_name: 'Gia', family_name: 'Google' })
        .setProtectedHeader({ alg: 'RS256', kid: 'matrix-key' })
        .setSubject(`google-${email}`)
        .setIssuer('https://accounts.google.com')
        .setAudience(googleClientId)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(keys.privateKey),
    async upload(token) {
      const body = multipart([
        { name: 'file', filename: 'cv.pdf', content: realPdf(), contentType: 'application/pdf' },
      ]);
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/document/uploads',
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        payload: body.payload,
      });
      if (answer.statusCode !== 201) throw new Error(`Upload: ${answer.statusCode} ${answer.body}`);
      return answer.json().data.uri as string;
    },
  };
}
