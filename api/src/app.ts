import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig, TrustProxy } from './config';
import type { DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrations';
import { seedDatabase } from './db/seed';
import googleRoutes from './modules/auth/google';
import authRoutes from './modules/auth/routes';
import contactRoutes from './modules/contact/routes';
import documentRoutes from './modules/documents/routes';
import backgroundTasks from './plugins/background';
import planRoutes from './modules/plans/routes';
import portalRoutes from './modules/portals/routes';
import subscriptionRoutes from './modules/subscriptions/routes';
import devRoutes, { devOutboxEnabled } from './modules/dev/routes';
import healthRoutes from './modules/health/routes';
import jobAlertRoutes from './modules/job-alerts/routes';
import mailPlugin from './modules/mail/plugin';
import notificationRoutes from './modules/notifications/routes';
import sitePlugin from './modules/site/routes';
import userRoutes from './modules/users/routes';
import authentication from './plugins/auth';
import databasePlugin from './plugins/database';
import errorHandling from './plugins/errors';
import limits from './plugins/limits';
import securityHeaders from './plugins/security-headers';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
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

  const app = Fastify({
    logger: { level: config.logLevel },
    // Only the configured proxies may name the client (X-Forwarded-For); rate limits key on that address.
    trustProxy: trustProxyOption(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandling);
  await app.register(securityHeaders);
  await app.register(databasePlugin, { handle: options.database, closeWithApp: options.closeDatabaseWithApp ?? true });
  await app.register(authentication, { jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir) });
  await app.register(backgroundTasks, { run: options.runBackgroundTasks ?? false });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  await app.register(fastifyCompress, { global: true });
  await app.register(limits, { redisUrl: config.redisUrl });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Career portal API',
        description: 'Spec section 7 calls and the server around them.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { ratePerMinute: config.rateLimitAuthPerMinute, publicUrl: config.publicUrl });
      await api.register(userRoutes);
      await api.register(notificationRoutes);
      await api.register(contactRoutes, {
        contactDetails: config.contactDetails,
        supportEmail: config.supportEmail,
        ratePerMinute: config.rateLimitPublicFormsPerMinute,
      });
      await api.register(jobAlertRoutes, {
        ratePerMinute: config.rateLimitPublicFormsPerMinute,
        publicUrl: config.publicUrl,
      });
      await api.register(googleRoutes, {
        clientId: config.googleClientId,
        keys: options.googleKeys ?? createRemoteJWKSet(new URL(config.googleJwksUrl)),
        ratePerMinute: config.rateLimitAuthPerMinute,
      });
      await api.register(documentRoutes, {
        storage: documentStorage,
        uploadsPerMinute: config.rateLimitUploadsPerMinute,
      });
      await api.register(planRoutes);
      await api.register(subscriptionRoutes);
      await api.register(portalRoutes, { cipher: credentialsCipher });
      if (devOutboxEnabled(config)) await api.register(devRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(sitePlugin, {
    siteRoot: config.siteRoot,
    remotesJson: config.remotesJson,
    publicApiBase: config.publicApiBase,
    googleSignIn: Boolean(config.googleClientId),
  });
  return app;
}
