import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaultCsp, referrerPolicyFor } from '../hosting/csp';

/**
 * Headers on every answer: no MIME sniffing, never framed (CSP frame-ancestors, and X-Frame-Options for old
 * browsers), a referrer policy (none at all from the pages whose address carries a token), and a strict CSP
 * unless the answer set its own (the portal's HTML sets the one it runs under).
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      if (!reply.hasHeader('referrer-policy'))
        reply.header('referrer-policy', referrerPolicyFor(request.url.split('?')[0] ?? '/'));
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', defaultCsp);
      return payload;
    });
  },
  { name: 'security-headers' },
);
