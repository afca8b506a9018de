import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

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
    if (!jsonSchema) return viaZod;
    const fast = fastJsonStringify(jsonSchema) as Serialize;
    if (!checkAgainstZod) return fast;
    return (data) => {
      const expected = viaZod(data);
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus}: fast-json-stringify wrote ${written.slice(0, 500)}, zod ${expected.slice(0, 500)}`,
        );
      return written;
    };
  };
}
