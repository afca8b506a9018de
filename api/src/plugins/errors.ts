import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { serverMessages } from '@portal/shared/contracts';

/** An expected refusal: the status and the message the client shows. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One error handler: validation problems become 400 with the first zod message (the catalogue's
 * text), expected refusals keep their status and message, and a 5xx never shows its details.
 */
export default fp(async function errorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ success: false, message: error.validation[0]?.message ?? serverMessages.notFound });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ success: false, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ success: false, message: serverMessages.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large): say what was wrong.
      return reply.code(status).send({ success: false, message: error.message });
    }
    request.log.error({ err: error }, 'Request failed');
    return reply.code(500).send({ success: false, message: serverMessages.internal });
  });
});
