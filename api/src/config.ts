import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: api/src/config.ts → two levels up. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Environment variables (read once, here). Each with its default:
 * - PORT (3000): port the server listens on.
 * - HOST (0.0.0.0): interface the server binds.
 * - DATABASE_URL (unset): PostgreSQL connection string; unset means embedded PGlite in DATA_DIR/pglite.
 * - DATA_DIR (<repo>/data): PGlite files, generated secrets, uploads.
 * - JWT_SECRET (unset): HS256 signing key; unset means one generated into DATA_DIR/secrets.json on first start.
 * - PUBLIC_URL (http://localhost:PORT): origin used in links sent by e-mail.
 * - PUBLIC_API_BASE (unset): written into the shell's <meta name="portal-api-base">; unset keeps '/api'.
 * - SMTP_URL (unset): e.g. smtp://user:pass@relay:587; unset means e-mail is printed to the log.
 * - MAIL_FROM ("Career Portal" <no-reply@portal.local>): sender of every e-mail.
 * - REMOTES_JSON (unset): path of a JSON file served as /remotes.json (read per request); unset serves the built-in map.
 * - TRUST_PROXY (unset): which proxies may tell the client's address in X-Forwarded-For. Unset trusts none (the
 *   socket's address counts); a hop count (e.g. 1: the nearest proxy); or a comma-separated list of addresses and
 *   CIDRs (e.g. 10.0.0.0/8,192.168.1.5), where loopback, linklocal and uniquelocal name their ranges.
 * - REDIS_URL (unset): e.g. redis://127.0.0.1:6379; rate-limit counters live there, shared by every API instance;
 *   unset keeps them in this process's memory.
 * - RATE_LIMIT_AUTH_PER_MINUTE (10): requests per minute per IP on each sign-in/sign-up/code/reset route.
 * - CONTACT_ADDRESS (Level 5, 100 Collins Street, Melbourne VIC 3000): Address shown on /contact.
 * - CONTACT_PHONE (+61 3 5550 4321): Phone shown on /contact.
 * - CONTACT_EMAIL (support@portal.local): Email shown on /contact.
 * - CONTACT_WEBSITE (PUBLIC_URL): Website shown on /contact.
 * - SUPPORT_EMAIL (CONTACT_EMAIL): where contact-form messages are mailed.
 * - RATE_LIMIT_PUBLIC_FORMS_PER_MINUTE (5): requests per minute per IP on the contact and job-alert forms.
 * - RATE_LIMIT_UPLOADS_PER_MINUTE (20): document uploads per minute per IP.
 * - NODE_ENV (development): 'production' hides the development-only routes (/api/dev/*).
 * - LOG_LEVEL (info): pino level (fatal, error, warn, info, debug, trace, silent).
 * - CREDENTIALS_KEY (unset): 32-byte AES-256-GCM key (64 hex characters or base64) for job-platform passwords;
 *   unset means one generated into DATA_DIR/credentials-key on first start.
 * - GOOGLE_CLIENT_ID (unset): OAuth client id for Google sign-in; unset turns POST /api/auth/google off.
 * - GOOGLE_JWKS_URL (https://www.googleapis.com/oauth2/v3/certs): Google's signing keys for ID tokens.
 * - S3_BUCKET (unset): documents go to this S3-compatible bucket instead of DATA_DIR/uploads; then also
 *   S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION (us-east-1), S3_ENDPOINT (https://s3.<region>.amazonaws.com),
 *   S3_FORCE_PATH_STYLE (true: <endpoint>/<bucket>/<key>; false: <bucket>.<endpoint host>/<key>).
 * - STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY (unset): both set switch payments to Stripe (then STRIPE_WEBHOOK_SECRET
 *   is required too); unset means the embedded local test provider, whose webhook secret is generated into DATA_DIR.
 */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters.').optional(),
  PUBLIC_URL: z.url().optional(),
  PUBLIC_API_BASE: z.string().min(1).optional(),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('"Career Portal" <no-reply@portal.local>'),
  REMOTES_JSON: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .refine(
      (value) => parseTrustProxy(value) !== null,
      'TRUST_PROXY must be a hop count or a comma-separated list of addresses, CIDRs, loopback, linklocal, uniquelocal.',
    )
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://.')
    .optional(),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  CONTACT_ADDRESS: z.string().min(1).default('Level 5, 100 Collins Street, Melbourne VIC 3000'),
  CONTACT_PHONE: z.string().min(1).default('+61 3 5550 4321'),
  CONTACT_EMAIL: z.email('CONTACT_EMAIL must be an e-mail address.').default('support@portal.local'),
  CONTACT_WEBSITE: z.url('CONTACT_WEBSITE must be a URL.').optional(),
  SUPPORT_EMAIL: z.email('SUPPORT_EMAIL must be an e-mail address.').optional(),
  RATE_LIMIT_PUBLIC_FORMS_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CREDENTIALS_KEY: z
    .string()
    .refine(
      (value) => parseCredentialsKey(value) !== null,
      'CREDENTIALS_KEY must be 32 bytes: 64 hex characters or 44 base64 characters.',
    )
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must start with sk_ or rk_.')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'STRIPE_PUBLISHABLE_KEY must start with pk_.').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must start with whsec_.')
    .optional(),
});

/** Which proxies are trusted for X-Forwarded-For, in the form Fastify's `trustProxy` takes. */
export type TrustProxy = false | number | string[];

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrCidr = (entry: string) => {
  if (namedRanges.has(entry) || net.isIP(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !address || !bits || !/^\d{1,3}$/.test(bits)) return false;
  const version = net.isIP(address);
  return version !== 0 && Number(bits) <= (version === 4 ? 32 : 128);
};

/** TRUST_PROXY's value: a hop count or a list of addresses/CIDRs; null when it is neither. */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed) === 0 ? false : Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrCidr) ? entries : null;
}

/** A 32-byte key given as 64 hex characters or as base64; null for anything else. */
export function parseCredentialsKey(value: string): Buffer | null {
  const trimmed = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return key.length === 32 ? key : null;
}

export type S3Config = {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  endpoint: string;
  forcePathStyle: boolean;
};

export type AppConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Undefined until resolved by the secrets provider at start. */
  jwtSecret: string | undefined;
  publicUrl: string;
  publicApiBase: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  remotesJson: string | undefined;
  /** Proxies whose X-Forwarded-For is believed; false: none, the socket's address is the client's. */
  trustProxy: TrustProxy;
  /** Where rate-limit counters live when set (shared across instances); unset: this process's memory. */
  redisUrl: string | undefined;
  rateLimitAuthPerMinute: number;
  /** Shown on /contact (GET /api/site/contact-details). */
  contactDetails: { address: string; phone: string; email: string; website: string };
  /** Receives every contact-form message. */
  supportEmail: string;
  rateLimitPublicFormsPerMinute: number;
  rateLimitUploadsPerMinute: number;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: string;
  /** Where the site module looks for shell/dist and <remote>/dist. */
  siteRoot: string;
  /** Undefined until resolved by the secrets provider at start. */
  credentialsKey: Buffer | undefined;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  /** Set when documents go to an S3-compatible store instead of DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** Set when payments go to Stripe; unset: the embedded local test provider. */
  stripe: StripeConfig | undefined;
};

export type StripeConfig = { secretKey: string; publishableKey: string; webhookSecret: string };

/** Reads and validates the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings count as unset, so `FOO= pnpm start` behaves like no FOO at all.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const vars = parsed.data;
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  if (vars.S3_BUCKET && (!vars.S3_ACCESS_KEY_ID || !vars.S3_SECRET_ACCESS_KEY))
    throw new Error('Invalid configuration: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.');
  if (Boolean(vars.STRIPE_SECRET_KEY) !== Boolean(vars.STRIPE_PUBLISHABLE_KEY))
    throw new Error(
      'Invalid configuration: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set together or not at all.',
    );
  if (vars.STRIPE_SECRET_KEY && !vars.STRIPE_WEBHOOK_SECRET)
    throw new Error(
      'Invalid configuration: Stripe keys need STRIPE_WEBHOOK_SECRET (the webhook endpoint signing secret).',
    );
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir: path.resolve(vars.DATA_DIR ?? path.join(repoRoot, 'data')),
    jwtSecret: vars.JWT_SECRET,
    publicUrl,
    publicApiBase: vars.PUBLIC_API_BASE,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    remotesJson: vars.REMOTES_JSON ? path.resolve(vars.REMOTES_JSON) : undefined,
    trustProxy: parseTrustProxy(vars.TRUST_PROXY) ?? false,
    redisUrl: vars.REDIS_URL,
    rateLimitAuthPerMinute: vars.RATE_LIMIT_AUTH_PER_MINUTE,
    contactDetails: {
      address: vars.CONTACT_ADDRESS,
      phone: vars.CONTACT_PHONE,
      email: vars.CONTACT_EMAIL,
      website: vars.CONTACT_WEBSITE ?? publicUrl,
    },
    supportEmail: vars.SUPPORT_EMAIL ?? vars.CONTACT_EMAIL,
    rateLimitPublicFormsPerMinute: vars.RATE_LIMIT_PUBLIC_FORMS_PER_MINUTE,
    rateLimitUploadsPerMinute: vars.RATE_LIMIT_UPLOADS_PER_MINUTE,
    nodeEnv: vars.NODE_ENV,
    logLevel: vars.LOG_LEVEL,
    siteRoot: repoRoot,
    credentialsKey: vars.CREDENTIALS_KEY ? (parseCredentialsKey(vars.CREDENTIALS_KEY) ?? undefined) : undefined,
    googleClientId: vars.GOOGLE_CLIENT_ID,
    googleJwksUrl: vars.GOOGLE_JWKS_URL,
    s3:
      vars.S3_BUCKET && vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
        ? {
            bucket: vars.S3_BUCKET,
            accessKeyId: vars.S3_ACCESS_KEY_ID,
            secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
            region: vars.S3_REGION,
            endpoint: (vars.S3_ENDPOINT ?? `https://s3.${vars.S3_REGION}.amazonaws.com`).replace(/\/+$/, ''),
            forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
    stripe:
      vars.STRIPE_SECRET_KEY && vars.STRIPE_PUBLISHABLE_KEY && vars.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: vars.STRIPE_SECRET_KEY,
            publishableKey: vars.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: vars.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
  };
}
