import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentedJsonOf } from '../db/presented-json';

type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];
type Serialize = (data: unknown) => string;

/** A route's response schema as zod gives it, or as `{ properties: zodSchema }` (fastify-type-provider-zod's form). */
function zodSchemaOf(schema: unknown): z.ZodType | null {
  if (schema instanceof z.ZodType) return schema;
  if (schema && typeof schema === 'object' && 'properties' in schema && schema.properties instanceof z.ZodType)
    return schema.properties;
  return null;
}

/** The JSON Schema fast-json-stringify compiles from a response's zod schema, or null when zod's form has no twin. */
function jsonSchemaOf(schema: z.ZodType): object | null {
  try {
    return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return null;
  }
}

/**
 * Responses serialised by fast-json-stringify from each route's zod schema (Fastify's own serializer, compiled once per
 * route), instead of zod's encode and `JSON.stringify` on every response. Like zod's, its output holds only the fields
 * the schema names, and a missing required field throws. Zod also checks every value's type and format; outside
 * production each response is serialised both ways and must give the same JSON, or it throws, so a response that only
 * zod's check would refuse fails the tests. A schema JSON Schema cannot express (a Date, a transform) keeps zod's serializer.
 */
export function responseSerializerCompiler(checkAgainstZod: boolean): FastifySerializerCompiler<unknown> {
  return (route: RouteSchema): Serialize => {
    const viaZod = zodSerializerCompiler(route as never) as Serialize;
    const schema = zodSchemaOf(route.schema);
    const jsonSchema = schema && jsonSchemaOf(schema);
    if (!jsonSchema) return withPresentedPages(viaZod, null);
    const fast = fastJsonStringify(jsonSchema) as Serialize;
    if (!checkAgainstZod) return withPresentedPages(fast, null);
    const checked: Serialize = (data) => {
      const expected = viaZod(data);
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus}: fast-json-stringify wrote ${written.slice(0, 500)}, zod ${expected.slice(0, 500)}`,
        );
      return written;
    };
    return withPresentedPages(checked, `${route.method} ${route.url} ${route.httpStatus}`);
  };
}

/** The page of a list answer (`{ data: { docs } }`), if it is one. */
function pageIn(data: unknown): { docs: unknown } | null {
  if (!data || typeof data !== 'object' || !('data' in data)) return null;
  const page = data.data;
  return page && typeof page === 'object' && 'docs' in page ? page : null;
}

/**
 * `serialize`, writing a page whose rows PostgreSQL wrote as JSON (db/presented-json.ts) with that text in place of
 * its docs: the rest of the answer is serialised as always around an empty list, whose `"docs":[]` (its one
 * occurrence: the fields beside it are numbers and booleans) takes the text. With `checkedAs` (outside production)
 * the text is first parsed and the whole answer serialised the checked way, and the written answer must be that same
 * JSON: a field the schema does not name, or one of the wrong type, throws, so a presentation that drifted from its
 * schema fails the tests.
 */
function withPresentedPages(serialize: Serialize, checkedAs: string | null): Serialize {
  return (data) => {
    const page = pageIn(data);
    const json = page && presentedJsonOf(page.docs);
    if (json === undefined || json === null) return serialize(data);
    const around = (docs: unknown) => ({ ...(data as object), data: { ...page, docs } });
    const written = serialize(around([])).replace('"docs":[]', () => `"docs":${json}`);
    if (checkedAs) {
      const expected = serialize(around(JSON.parse(json)));
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `${checkedAs}: the page PostgreSQL wrote ${written.slice(0, 500)}, its schema ${expected.slice(0, 500)}`,
        );
    }
    return written;
  };
}
