import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import secureJson from 'secure-json-parse';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sharedMessages } from '@portal/shared/texts';
import { apiMessages } from '../texts';
import { securityTexts } from '../security/texts';

/** An expected refusal: the status and the message the client shows. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** A 429 that says when to come back: the error handler writes Retry-After from it. */
export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, securityTexts.tryAgainIn(retryAfterSeconds));
  }
}

/** PostgreSQL text cannot hold U+0000; such input is refused before it reaches a query. */
function containsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNulCharacter(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNulCharacter(item, depth + 1));
}

/** JSON bodies as Fastify reads them, each refusal in words: empty, not JSON, or holding a key that is not allowed. */
function parseJsonBody(text: string): unknown {
  if (text.length === 0) throw new HttpError(400, apiMessages.invalidBody);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, apiMessages.bodyNotJson);
  }
  // A key that would reach an object's prototype once the body is merged or copied (`__proto__`,
  // `constructor.prototype`) is refused as Fastify's own parser refuses it, by secure-json-parse's scan (null: found).
  if (body !== null && typeof body === 'object' && secureJson.scan(body, { safe: true }) === null)
    throw new HttpError(400, apiMessages.bodyForbiddenKey);
  return body;
}

/** Fastify's own refusals by code, as the portal words them (also its router's: `frameworkErrors` in app.ts). */
export const fastifyRefusals: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: apiMessages.contentTypeNotAccepted,
  FST_ERR_CTP_BODY_TOO_LARGE: apiMessages.bodyTooLarge,
  FST_ERR_BAD_URL: apiMessages.badAddress,
};

/**
 * One error handler: validation problems become 400 with the first zod message (the catalogue's
 * text), expected refusals keep their status and message, and a 5xx never shows its details.
 */
export default fp(async function errorHandling(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    try {
      done(null, parseJsonBody(text as string));
    } catch (error) {
      done(error as HttpError, undefined);
    }
  });

  app.addHook('preValidation', async (request) => {
    if (
      containsNulCharacter(request.body) ||
      containsNulCharacter(request.query) ||
      containsNulCharacter(request.params)
    ) {
      throw new HttpError(400, sharedMessages.invalidCharacters);
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      // A body that is not an object at all (missing, text) fails at its root, where zod's text means nothing to a person.
      const bodyNotObject = error.validationContext === 'body' && first?.instancePath === '/';
      return reply.code(400).send({
        success: false,
        message: bodyNotObject ? apiMessages.invalidBody : (first?.message ?? apiMessages.invalidBody),
      });
    }
    if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ success: false, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // The per-address limit has set Retry-After; the message says the same in words.
      const seconds = Number(reply.getHeader('retry-after'));
      return reply.code(429).send({
        success: false,
        message:
          Number.isFinite(seconds) && seconds > 0 ? securityTexts.tryAgainIn(seconds) : apiMessages.tooManyRequests,
      });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: say what was wrong, in words, the rest as Fastify says it.
      return reply.code(status).send({ success: false, message: fastifyRefusals[error.code] ?? error.message });
    }
    request.log.error({ err: error }, 'Request failed');
    return reply.code(500).send({ success: false, message: apiMessages.internal });
  });
});
