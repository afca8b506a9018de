import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { AppConfig, TrustProxy } from './config';
import type { DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';
import hosting from './hosting';
import { isHistoryNavigation } from './hosting/history-fallback';
import { loggerOptions } from './logging';
import { devOutboxEnabled } from './modules/dev/routes';
import { registerModules } from './modules/autoload';
import { connectionsCheckingIntervalMs, requestTimeoutMs } from './http/body-limits';
import openapiDeclarations, { bearerAuth } from './http/openapi';
import { responseSerializerCompiler } from './http/response-serializer';
import authentication from './plugins/auth';
import backgroundTasks from './plugins/background';
import databasePlugin from './plugins/database';
import errorHandling, { fastifyRefusals } from './plugins/errors';
import { apiMessages } from './texts';
import limits from './plugins/limits';
import securityHeaders from './plugins/security-headers';
import services from './plugins/services';
import { CredentialsCipher } from './providers/credentials-cipher';
import { createDocumentStorage } from './providers/document-storage';
import { resolveCredentialsKey, resolveJwtSecret } from './providers/secrets';

/**
 * Fastify's form of TRUST_PROXY. A hop count becomes "trust the nearest n hops" (Fastify itself now trusts no one
 * for a bare number), which is right only when the server is reachable through those proxies alone.
 */
const trustProxyOption = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

export type BuildOptions = {
  database: DatabaseHandle;
  /** Close the database with the app (the server does; tests that reuse a handle do not). */
  closeDatabaseWithApp?: boolean;
  /** Run the periodic tasks (mail outbox, clean-ups): the server does; tests call them by hand. */
  runBackgroundTasks?: boolean;
  /** Keys that sign Google ID tokens; default Google's JWKS at GOOGLE_JWKS_URL (tests pass a local set). */
  googleKeys?: JWTVerifyGetKey;
  /** How long a request may take to arrive (default `requestTimeoutMs`; tests shorten it). */
  requestTimeoutMs?: number;
};

/** Builds the whole app: migrated and seeded database, external plugins, then the portal's modules. */
export async function buildApp(config: AppConfig, options: BuildOptions): Promise<FastifyInstance> {
  await migrateToLatest(options.database.db);
  const documentStorage = createDocumentStorage(config);
  const credentialsCipher = new CredentialsCipher(resolveCredentialsKey(config.credentialsKey, config.dataDir));
  await seedDatabase(options.database.db, {
    demoAccounts: config.nodeEnv !== 'production',
    demoOnboarding: { storage: documentStorage, cipher: credentialsCipher },
  });

  const requestTimeout = options.requestTimeoutMs ?? requestTimeoutMs;
  const app = Fastify({
    ...loggerOptions(config),
    // Given to the HTTP server as it is made as well: set afterwards (as Fastify's own option alone is), Node 20's
    // server never applies it (checked: a body sent a byte at a time was still read after 25 times the limit).
    requestTimeout,
    http: { requestTimeout, connectionsCheckingInterval: connectionsCheckingIntervalMs(requestTimeout) },
    // Only the configured proxies may name the client (X-Forwarded-For); rate limits key on that address.
    trustProxy: trustProxyOption(config.trustProxy),
    // What the router refuses before any route runs (an address it cannot decode, '/api/document/file/%ff'): 400 in
    // the portal's envelope and words, not Fastify's own; a browser opening such a page gets the app's 404 page.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      if (error.code === 'FST_ERR_BAD_URL' && app.sendUnreadablePage && isHistoryNavigation(request))
        return void app.sendUnreadablePage(request, reply);
      void reply.code(400).send({ success: false, message: fastifyRefusals[error.code] ?? apiMessages.invalidRequest });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  // Outside production every response is also serialised by zod and compared (http/response-serializer.ts).
  app.setSerializerCompiler(responseSerializerCompiler(config.nodeEnv !== 'production'));

  await app.register(errorHandling);
  await app.register(securityHeaders);
  await app.register(services, {
    config,
    documentStorage,
    credentialsCipher,
    googleKeys: options.googleKeys ?? createRemoteJWKSet(new URL(config.googleJwksUrl)),
  });
  await app.register(databasePlugin, { handle: options.database, closeWithApp: options.closeDatabaseWithApp ?? true });
  await app.register(authentication, { jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir) });
  await app.register(openapiDeclarations);
  await app.register(backgroundTasks, { run: options.runBackgroundTasks ?? false });
  await app.register(fastifyCompress, { global: true });
  await app.register(limits, { redisUrl: config.redisUrl });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Career portal API',
        description: 'Spec section 7 calls and the server around them.',
        version: '0.1.0',
      },
      servers: [{ url: config.publicUrl, description: 'This portal (PUBLIC_URL); every path starts with /api' }],
      components: { securitySchemes: { bearerAuth } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Every folder of src/modules: its plugin.ts on the app, its routes.ts under /api.
  await registerModules(app, { prefix: '/api', enabled: (module) => moduleEnabled(module, config) });

  // Registered last so every /api route wins over the shell's history fallback.
  await app.register(hosting, {
    siteRoot: config.siteRoot,
    remotesJson: config.remotesJson,
    publicApiBase: config.publicApiBase,
    googleSignIn: Boolean(config.googleClientId),
  });
  return app;
}

/** The one place that decides which modules a deployment leaves out: the development module stays out of production. */
export function moduleEnabled(module: string, config: Pick<AppConfig, 'nodeEnv' | 'smtpUrl'>): boolean {
  if (module === 'dev') return devOutboxEnabled(config);
  return true;
}
