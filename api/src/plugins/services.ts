import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JWTVerifyGetKey } from 'jose';
import type { AppConfig } from '../config';
import type { CredentialsCipher } from '../providers/credentials-cipher';
import type { DocumentStorage } from '../providers/document-storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    documentStorage: DocumentStorage;
    credentialsCipher: CredentialsCipher;
    /** Keys that sign Google ID tokens (Google's JWKS in production; tests pass a local set). */
    googleKeys: JWTVerifyGetKey;
  }
}

export type AppServices = Pick<FastifyInstance, 'config' | 'documentStorage' | 'credentialsCipher' | 'googleKeys'>;

/** The configuration and the providers, on the app: modules read what they need here, not from registration options. */
export default fp(
  async function services(app: FastifyInstance, options: AppServices) {
    app.decorate('config', options.config);
    app.decorate('documentStorage', options.documentStorage);
    app.decorate('credentialsCipher', options.credentialsCipher);
    app.decorate('googleKeys', options.googleKeys);
  },
  { name: 'services' },
);
