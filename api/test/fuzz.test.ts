import crypto from 'node:crypto';
// Fuzzing from the OpenAPI document: every operation gets a bounded number of generated requests (valid ones
// and wrong types, missing and extra fields, 1 MB strings, deep nesting, NUL bytes, __proto__/constructor keys,
// negative and huge numbers, bodies that are not JSON), sent as a caller the route lets in so validation is
// reached. No answer may be a 5xx or show a stack trace or SQL, and a refused request changes no table.
// FUZZ_SEED and FUZZ_CASES (total) change the run; the defaults keep `npm test` repeatable.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { testJwtSecret } from './helpers';
import {
  createWorld,
  documentedOperations,
  type JsonSchema,
  type Operation,
  type SignedInPrincipal,
  type World,
} from './principals';

const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const totalCases = Number(process.env.FUZZ_CASES ?? 2500);

type FuzzCase = {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  /** A JSON body as a value, or a raw body with its content type. */
  body?: { json: unknown } | { raw: string; contentType: string };
  label: string;
};

const megabyte = 1024 * 1024;
const nul = '\u0000';

/** Values that match common patterns of the contracts, so a "valid" case gets past them. */
const patternSamples = (email: string) => [
  email,
  'Fuzz@2026ab',
  '123456',
  'Jamie Seeker',
  '+61412345678',
  '00000000-0000-4000-8000-000000000000',
];

/** A value that the schema accepts (as far as a JSON schema says: refinements may still refuse it). */
function validValue(schema: JsonSchema, email: () => string, depth = 0): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => validValue(option, email, depth + 1)));
  const type = [schema.type].flat()[0];
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return fc.uuid();
      if (typeof schema.pattern === 'string') {
        const pattern = new RegExp(schema.pattern);
        return fc.constant(null).map(() => patternSamples(email()).find((sample) => pattern.test(sample)) ?? 'x');
      }
      const min = Number(schema.minLength ?? 0);
      const max = Math.max(min, Math.min(Number(schema.maxLength ?? 40), 40));
      return fc.string({ minLength: min, maxLength: max });
    }
    case 'integer':
    case 'number': {
      const min = Math.max(Number(schema.minimum ?? -1000), -1e6);
      const max = Math.min(Number(schema.maximum ?? 1000), 1e6);
      return type === 'integer' ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max });
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const min = Number(schema.minItems ?? 0);
      const max = Math.max(min, Math.min(Number(schema.maxItems ?? 3), 3));
      return depth > 4
        ? fc.constant([])
        : fc.array(validValue(schema.items ?? {}, email, depth + 1), { minLength: min, maxLength: max });
    }
    case 'object': {
      if (depth > 4 || !schema.properties) return fc.constant({});
      const properties = Object.fromEntries(
        Object.entries(schema.properties).map(([name, property]) => [name, validValue(property, email, depth + 1)]),
      );
      return fc.record(properties, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values of every JSON type, and the hostile ones. */
const anyWrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    0,
    -1,
    -1e308,
    1e308,
    2 ** 64,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    nul,
    `a${nul}b`,
    '__proto__',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '\uD800',
    '١٢٣',
    [],
    {},
    { __proto__: null },
  ),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

const nested = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Raw JSON text with a key JSON.stringify cannot write (__proto__ / constructor as own keys). */
const withHostileKey = (body: unknown, key: string, value: string): string => {
  const text = JSON.stringify(body && typeof body === 'object' && !Array.isArray(body) ? body : {});
  const entry = `"${key}":${value}`;
  return text === '{}' ? `{${entry}}` : `{${entry},${text.slice(1)}`;
};

type Mutation = (valid: Record<string, unknown>, fields: string[]) => fc.Arbitrary<Omit<FuzzCase, 'path' | 'query'>>;

/** The ways a JSON body goes wrong, each a function of a valid body. */
const bodyMutations: Record<string, Mutation> = {
  valid: (valid) => fc.constant({ body: { json: valid }, label: 'valid' }),
  wrongType: (valid, fields) =>
    fc
      .tuple(fc.constantFrom(...(fields.length ? fields : ['x'])), anyWrongValue)
      .map(([field, value]) => ({ body: { json: { ...valid, [field]: value } }, label: `wrong type in ${field}` })),
  missing: (valid, fields) =>
    fc.subarray(fields.length ? fields : ['x'], { minLength: 1 }).map((gone) => ({
      body: { json: Object.fromEntries(Object.entries(valid).filter(([key]) => !gone.includes(key))) },
      label: `missing ${gone.join(',')}`,
    })),
  extra: (valid) =>
    fc
      .dictionary(fc.string({ minLength: 1, maxLength: 12 }), anyWrongValue, { minKeys: 1, maxKeys: 5 })
      .map((extra) => ({ body: { json: { ...extra, ...valid } }, label: 'extra fields' })),
  hostileKey: (valid) =>
    fc
      .tuple(
        fc.constantFrom('__proto__', 'constructor', 'prototype'),
        fc.constantFrom('{"role":"superAdmin","isAdmin":true}', '{"prototype":{"polluted":1}}', '"x"', 'null'),
      )
      .map(([key, value]) => ({
        body: { raw: withHostileKey(valid, key, value), contentType: 'application/json' },
        label: `${key} key`,
      })),
  megabyteString: (valid, fields) =>
    fc
      .tuple(fc.constantFrom(...(fields.length ? fields : ['x'])), fc.constantFrom(megabyte + 10, megabyte - 200))
      .map(([field, length]) => ({
        body: { json: { ...valid, [field]: 'x'.repeat(length) } },
        label: `${length}-character string in ${field}`,
      })),
  nulByte: (valid, fields) =>
    fc
      .tuple(fc.constantFrom(...(fields.length ? fields : ['x'])), fc.constantFrom(nul, `ok${nul}`, `${nul}--`))
      .map(([field, value]) => ({
        body: { json: { ...valid, [field]: typeof valid[field] === 'string' ? `${valid[field]}${value}` : value } },
        label: `NUL in ${field}`,
      })),
  deepNesting: (valid, fields) =>
    fc
      .tuple(
        fc.constantFrom(...(fields.length ? fields : ['x'])),
        fc.constantFrom(64, 5_000, 100_000),
        fc.constantFrom<'array' | 'object'>('array', 'object'),
        fc.boolean(),
      )
      .map(([field, depth, kind, whole]) => ({
        body: {
          raw: whole ? nested(depth, kind) : withHostileKey(valid, field, nested(depth, kind)),
          contentType: 'application/json',
        },
        label: `${kind}s nested ${depth} deep ${whole ? 'as the body' : `in ${field}`}`,
      })),
  notJson: () =>
    fc
      .constantFrom(
        { raw: '', contentType: 'application/json' },
        { raw: '{', contentType: 'application/json' },
        { raw: 'null', contentType: 'application/json' },
        { raw: '[]', contentType: 'application/json' },
        { raw: '"text"', contentType: 'application/json' },
        { raw: '1e999', contentType: 'application/json' },
        { raw: '{"a":1}', contentType: 'text/plain' },
        { raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
        {
          raw: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nhi\r\n--x--',
          contentType: 'multipart/form-data; boundary=x',
        },
        { raw: '--x', contentType: 'multipart/form-data' },
        { raw: '{}', contentType: 'application/json; charset=utf-16' },
      )
      .map((body) => ({ body, label: `body ${JSON.stringify(body.raw.slice(0, 20))} as ${body.contentType}` })),
};

/** Query and path values that go wrong: page numbers out of range, NUL, long, repeated. */
const wrongParameter = fc.oneof(
  fc.constantFrom<string | string[]>(
    '-1',
    '0',
    '-99999999999999999999',
    '99999999999999999999999999',
    '1e308',
    'NaN',
    'Infinity',
    '1.5',
    '0x10',
    '',
    nul,
    `1${nul}`,
    'x'.repeat(10_000),
    '../../etc/passwd',
    "1' or '1'='1",
    ['1', '2'],
  ),
  fc.string({ maxLength: 30 }),
);

function caseArbitrary(operation: Operation, world: World, validPath: Record<string, string>): fc.Arbitrary<FuzzCase> {
  const parameters = operation.schema.parameters ?? [];
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const email = () => world.uniqueEmail('fuzz');
  const validQuery = fc.record(
    Object.fromEntries(
      queryParameters.map((parameter) => [parameter.name, validValue(parameter.schema, email).map(String)]),
    ),
    { requiredKeys: queryParameters.filter((parameter) => parameter.required).map((parameter) => parameter.name) },
  ) as fc.Arbitrary<Record<string, string | string[]>>;
  const query = fc.oneof(
    { weight: 2, arbitrary: validQuery },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          validQuery,
          fc.constantFrom(
            'page',
            'limit',
            ...queryParameters.map((parameter) => parameter.name),
            '__proto__',
            'constructor',
          ),
          wrongParameter,
        )
        .map(([valid, name, value]) => ({ ...valid, [name]: value })),
    },
  );
  const path = Object.keys(validPath).length
    ? fc.oneof(
        { weight: 1, arbitrary: fc.constant(validPath) },
        {
          weight: 3,
          arbitrary: wrongParameter.map((value) =>
            Object.fromEntries(Object.keys(validPath).map((name) => [name, [value].flat()[0]!])),
          ),
        },
      )
    : fc.constant({});
  const bodySchema = operation.schema.requestBody?.content['application/json']?.schema;
  const takesBody = operation.method !== 'GET';
  const body: fc.Arbitrary<Omit<FuzzCase, 'path' | 'query'>> = !takesBody
    ? fc.constant({ label: 'no body' })
    : validValue(bodySchema ?? { type: 'object' }, email).chain((valid) => {
        const record = (valid && typeof valid === 'object' ? valid : {}) as Record<string, unknown>;
        const fields = Object.keys(bodySchema?.properties ?? {});
        return fc.oneof(...Object.values(bodyMutations).map((mutation) => mutation(record, fields)));
      });
  return fc
    .tuple(path, query, body)
    .map(([pathValues, queryValues, rest]) => ({ path: pathValues, query: queryValues, ...rest }));
}

/**
 * Counts every row written to any table of this database (a trigger per table), in the writing transaction:
 * a rolled-back attempt counts nothing, so an unchanged count means the tables are as they were.
 */
async function installWriteCounter(world: World): Promise<() => Promise<number>> {
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(world.db)).rows[0]!.schema;
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = ${schema} and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(world.db);
  const counter = sql.raw(`"${schema}".fuzz_written_rows`);
  await sql`create table ${counter} (count bigint not null)`.execute(world.db);
  await sql`insert into ${counter} values (0)`.execute(world.db);
  await sql`create function ${sql.raw(`"${schema}".fuzz_count_row()`)} returns trigger language plpgsql as $$
    begin update ${counter} set count = count + 1; return null; end $$`.execute(world.db);
  for (const { table_name: table } of tables.rows)
    await sql`create trigger fuzz_count_row after insert or update or delete on ${sql.raw(`"${schema}"."${table}"`)}
      for each row execute function ${sql.raw(`"${schema}".fuzz_count_row()`)}`.execute(world.db);
  return async () =>
    Number((await sql<{ count: string }>`select count from ${counter}`.execute(world.db)).rows[0]!.count);
}

const leakPatterns: [string, RegExp][] = [
  ['stack trace', /\n\s+at \S.*:\d+:\d+/],
  ['source path', /(node_modules|\/src\/[\w/-]+\.ts|file:\/\/)/],
  ['SQL', /\b(select\s.+\sfrom|insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i],
  [
    'database error',
    /(syntax error at|violates .* constraint|duplicate key|relation "|column "|invalid input syntax)/i,
  ],
];

let world: World;
let operations: Operation[];
let writtenRows: () => Promise<number>;

before(async () => {
  world = await createWorld();
  operations = await documentedOperations(world.app);
  writtenRows = await installWriteCounter(world);
});
after(async () => world.close());

describe('fuzzing every operation of the OpenAPI document', () => {
  it('sees a write, and no write for a refused request: the change detector is not blind', async () => {
    const before = await writtenRows();
    const refused = await world.app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Detector' } });
    assert.equal(refused.statusCode, 400);
    assert.equal(await writtenRows(), before);
    const sent = await world.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Detector', email: world.uniqueEmail('detector'), message: 'Is anything written?' },
    });
    assert.equal(sent.statusCode, 201);
    assert.equal(await writtenRows(), before + 2, 'the message and its e-mail');
  });

  it('refuses session tokens of any shape, even signed with the real secret: 401, never a 5xx', async () => {
    const secret = new TextEncoder().encode(testJwtSecret);
    const signed = fc
      .record({
        sub: fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.uuid(),
          fc.constantFrom('not-an-account', '', nul, 'x'.repeat(5000), "' or 1=1 --", '../../etc/passwd'),
        ),
        role: fc.oneof(fc.constantFrom('user', 'admin', 'superAdmin', '', '__proto__'), fc.string({ maxLength: 12 })),
        extra: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
      })
      .map(({ sub, role, extra }) =>
        new SignJWT({ ...extra, role })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sub)
          .setExpirationTime('1h')
          .sign(secret),
      );
    const garbage = fc
      .oneof(
        fc.string({ maxLength: 200 }),
        fc.array(fc.base64String({ maxLength: 60 }), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.')),
      )
      .map((token) => Promise.resolve(token.replace(/[\r\n]/g, '')));
    const refusals: string[] = [];
    const samples = fc.sample(fc.oneof(signed, garbage), { numRuns: 150, seed });
    for (const token of samples) {
      const answer = await world.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { authorization: `Bearer ${await token}` },
      });
      if (answer.statusCode !== 401) refusals.push(`${answer.statusCode} for ${(await token).slice(0, 80)}`);
    }
    assert.deepEqual(refusals, []);
    // The role claim means nothing: a candidate's own token saying superAdmin still gets a candidate's answer.
    const claimsSuperAdmin = await new SignJWT({ role: 'superAdmin', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(world.ids.owner)
      .setJti(crypto.randomUUID())
      .setExpirationTime('1h')
      .sign(secret);
    const staffList = await world.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { authorization: `Bearer ${claimsSuperAdmin}` },
    });
    assert.equal(staffList.statusCode, 403);
  });

  it('answers no 5xx, leaks no stack or SQL, and changes nothing when it refuses', async () => {
    const cvUploadId = (
      await world.db
        .selectFrom('documents')
        .select('upload_id')
        .where('user_id', '=', world.ids.owner)
        .executeTakeFirstOrThrow()
    ).upload_id;
    const perOperation = Math.max(1, Math.ceil(totalCases / operations.length));
    const problems: string[] = [];
    let cases = 0;
    let serverErrors = 0;
    let written = await writtenRows();
    const timing = { requests: 0, checks: 0 };
    const statuses = new Map<number, number>();
    for (const [index, operation] of operations.entries()) {
      // The owner for routes any candidate may call, the super admin for staff routes: validation is reached.
      const caller: SignedInPrincipal | null = !operation.secured
        ? null
        : operation.roles && !operation.roles.includes('user')
          ? 'superAdmin'
          : 'owner';
      const validPath = Object.fromEntries(
        [...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, name === 'uploadId' ? cvUploadId : 'x']),
      );
      const samples = fc.sample(caseArbitrary(operation, world, validPath), {
        numRuns: perOperation,
        seed: seed + index,
      });
      for (const sample of samples) {
        const url = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent(sample.path[name] ?? ''),
        );
        const body = sample.body;
        const request: InjectOptions = {
          method: operation.method as InjectOptions['method'],
          url,
          query: sample.query,
          headers: {
            ...(caller ? { authorization: `Bearer ${world.tokens[caller]}` } : {}),
            ...(body ? { 'content-type': 'raw' in body ? body.contentType : 'application/json' } : {}),
          },
          ...(body ? { payload: 'raw' in body ? body.raw : JSON.stringify(body.json) } : {}),
        };
        const started = performance.now();
        const answer = await world.app.inject(request);
        timing.requests += performance.now() - started;
        cases++;
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
        const what = `${operation.key} [${sample.label}] query ${JSON.stringify(sample.query).slice(0, 80)} path ${JSON.stringify(sample.path).slice(0, 60)}`;
        if (answer.statusCode >= 500) {
          serverErrors++;
          problems.push(`${what}: ${answer.statusCode} ${answer.body.slice(0, 200)}`);
        }
        for (const [leak, pattern] of leakPatterns)
          if (pattern.test(answer.body)) problems.push(`${what}: ${leak} in the answer: ${answer.body.slice(0, 300)}`);
        const checkStarted = performance.now();
        const writtenNow = await writtenRows();
        if (answer.statusCode >= 400 && writtenNow !== written)
          problems.push(`${what}: refused with ${answer.statusCode} but ${writtenNow - written} rows were written`);
        written = writtenNow;
        timing.checks += performance.now() - checkStarted;
      }
    }
    console.log(
      `fuzz timing: requests ${Math.round(timing.requests)} ms, state checks ${Math.round(timing.checks)} ms`,
    );
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.log(`fuzz answers by status: ${byStatus.join(' ')}`);
    console.log(
      `fuzz: ${cases} cases over ${operations.length} operations (seed ${seed}), ${serverErrors} answers ≥ 500`,
    );
    assert.deepEqual(problems, []);
  });
});
