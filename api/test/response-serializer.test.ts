import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { presentedList } from '../src/db/presented-json';
import { responseSerializerCompiler } from '../src/http/response-serializer';

// Responses serialised by fast-json-stringify from each route's zod schema (http/response-serializer.ts). Every
// response of the API tests goes through the checked form on both databases; here the rules themselves.
describe('response serializer', () => {
  const record = z.object({
    success: z.literal(true),
    data: z.object({
      _id: z.string(),
      name: z.string().nullable(),
      plan: z.enum(['Free', 'Silver', 'Gold']),
      quota: z.object({ used: z.number().int(), limit: z.number().int().nullable() }).nullable(),
      platforms: z.array(z.object({ name: z.string(), agreed: z.boolean() })),
      createdAt: z.iso.datetime(),
      note: z.string().optional(),
    }),
  });
  const route = (schema: unknown) => ({ schema, method: 'GET', url: '/api/example', httpStatus: '200' }) as never;
  const valid = {
    success: true,
    data: {
      _id: 'a1',
      name: null,
      plan: 'Silver',
      quota: { used: 3, limit: null },
      platforms: [{ name: 'Seek', agreed: true }],
      createdAt: '2026-11-26T10:00:00.000Z',
    },
  };

  for (const checked of [true, false])
    it(`writes what zod writes for a valid response, and only the fields the schema names (${checked ? 'checked' : 'production'})`, () => {
      const serialize = responseSerializerCompiler(checked)(route(record));
      assert.deepEqual(JSON.parse(serialize(valid)), valid);
      const withSecrets = {
        ...valid,
        token: 'x',
        data: { ...valid.data, passwordHash: 'secret', platforms: [{ name: 'Seek', agreed: true, password: 'p' }] },
      };
      const written = serialize(withSecrets);
      assert.doesNotMatch(written, /secret|passwordHash|password|token/);
      assert.deepEqual(JSON.parse(written), valid);
    });

  it('refuses a response without a required field, checked or not', () => {
    const { plan: _plan, ...withoutPlan } = valid.data;
    for (const checked of [true, false])
      assert.throws(() => responseSerializerCompiler(checked)(route(record))({ success: true, data: withoutPlan }));
  });

  it('outside production, refuses a response that only zod would refuse (a value of the wrong kind)', () => {
    const wrongPlan = { success: true, data: { ...valid.data, plan: 'Platinum' } };
    assert.throws(() => responseSerializerCompiler(true)(route(record))(wrongPlan));
    const numberAsText = { success: true, data: { ...valid.data, quota: { used: '3', limit: null } } };
    assert.throws(() => responseSerializerCompiler(true)(route(record))(numberAsText));
  });

  it("keeps zod's serializer for a schema JSON Schema cannot express (a Date)", () => {
    const serialize = responseSerializerCompiler(false)(route(z.object({ at: z.date() })));
    assert.equal(serialize({ at: new Date('2026-11-26T10:00:00.000Z') }), '{"at":"2026-11-26T10:00:00.000Z"}');
  });

  it("reads fastify-type-provider-zod's `{ properties: schema }` form too", () => {
    const serialize = responseSerializerCompiler(true)(route({ properties: record }));
    assert.deepEqual(JSON.parse(serialize(valid)), valid);
  });

  describe('a page whose rows PostgreSQL wrote (db/presented-json.ts)', () => {
    const list = z.object({
      success: z.literal(true),
      data: z.object({
        docs: z.array(z.object({ _id: z.string(), name: z.string().nullable(), note: z.string().optional() })),
        totalDocs: z.number().int(),
        hasNextPage: z.boolean(),
      }),
    });
    const pageWith = (json: string) => ({
      success: true,
      data: { docs: presentedList(json), totalDocs: 12, hasNextPage: true },
    });
    const rows = '[{"_id":"a\\"docs\\":[]","name":null},{"_id":"b","name":"$&","note":"x"}]';

    for (const checked of [true, false])
      it(`sends the rows as written, the rest of the answer around them (${checked ? 'checked' : 'production'})`, () => {
        const written = responseSerializerCompiler(checked)(route(list))(pageWith(rows));
        assert.ok(written.includes(`"docs":${rows}`));
        assert.deepEqual(JSON.parse(written), {
          success: true,
          data: { docs: JSON.parse(rows), totalDocs: 12, hasNextPage: true },
        });
        assert.deepEqual(JSON.parse(responseSerializerCompiler(checked)(route(list))(pageWith('[]'))).data.docs, []);
      });

    it('outside production, refuses rows with a field the schema does not name, or of the wrong kind', () => {
      const serialize = responseSerializerCompiler(true)(route(list));
      assert.throws(() => serialize(pageWith('[{"_id":"a","name":null,"passwordHash":"x"}]')), /PostgreSQL wrote/);
      assert.throws(() => serialize(pageWith('[{"_id":1,"name":null}]')));
      assert.throws(() => serialize(pageWith('[{"name":null}]')));
    });
  });
});
