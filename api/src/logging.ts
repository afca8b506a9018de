import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { AppConfig } from './config';

/** One line per request, `GET /api/health 200 3ms`, instead of pino's two JSON lines ("incoming", "completed"). */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = `${request.method} ${request.url} ${reply.statusCode} ${Math.round(reply.elapsedTime)}ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/**
 * Development (`npm start`): readable lines, one per request. Production keeps pino's JSON lines for the
 * log collector; tests set LOG_LEVEL=silent and print nothing.
 */
export function loggerOptions(config: Pick<AppConfig, 'nodeEnv' | 'logLevel'>): FastifyServerOptions {
  if (config.nodeEnv !== 'development') return { logger: { level: config.logLevel } };
  return {
    logger: {
      level: config.logLevel,
      // Synchronous, in this thread: a line is never lost when the process stops.
      stream: pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', sync: true }),
    },
    logController: new OneLinePerRequest(),
  };
}
