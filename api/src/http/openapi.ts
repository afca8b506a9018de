import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { routeGuards } from '../plugins/auth';

/** The one security scheme of the API: the session token as a bearer header. */
export const bearerAuth = { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } as const;

/**
 * The operationId a route gets unless it names one: method and path in camel case, path parameters
 * as `By<Name>` (GET /api/document/file/:uploadId → getDocumentFileByUploadId). Unique, since a
 * method and path are.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean);
  const capitalised = words.map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + capitalised.join('');
}

/** Who a route lets in, read from its guards (preValidation): null when it has none (open to anyone). */
export function guardOf(route: Pick<RouteOptions, 'preValidation'>): 'signed-in' | readonly string[] | null {
  const handlers = [route.preValidation ?? []].flat();
  for (const handler of handlers) {
    const guard = routeGuards.get(handler);
    if (guard) return guard;
  }
  return null;
}

type DocumentedSchema = {
  hide?: boolean;
  security?: Record<string, string[]>[];
  operationId?: string;
  'x-roles'?: readonly string[];
};

/**
 * Every API route's entry in the OpenAPI document states who may call it, derived from the guard
 * that actually protects it (`security` bearer or none, `x-roles`), and carries an operationId.
 * A hand-written `security` that disagrees with the guard stops the app from starting.
 */
export default fp(
  async function openapiDeclarations(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      const schema = route.schema as DocumentedSchema | undefined;
      const methods = [route.method].flat();
      if (!schema || schema.hide || !route.url.startsWith('/api/') || methods.includes('HEAD')) return;
      const guard = guardOf(route);
      const security = guard ? [{ bearerAuth: [] }] : [];
      if (schema.security && JSON.stringify(schema.security) !== JSON.stringify(security))
        throw new Error(`${methods.join(',')} ${route.url}: its declared security does not match its guard`);
      route.schema = {
        ...route.schema,
        security,
        operationId: schema.operationId ?? operationIdOf(methods[0]!, route.url),
        ...(guard && guard !== 'signed-in' ? { 'x-roles': guard } : {}),
      };
    });
  },
  { name: 'openapi-declarations', dependencies: ['authentication'] },
);
