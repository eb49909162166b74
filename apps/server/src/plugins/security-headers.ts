import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer. No upgrade-insecure-requests: the app must also work when opened
 * over plain http on a LAN address. HSTS only on answers that went out over https (X-Forwarded-Proto
 * counts behind TRUST_PROXY): sent over plain http it would pin a LAN address or a development host to
 * an https it does not serve.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const security = securityHeaders();
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(security);
    done();
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

/**
 * helmet's security headers, worked out once: they are the same on every answer, and @fastify/helmet
 * built helmet anew (parsing the Content-Security-Policy) for every request.
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const apply = helmet({
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'https:'], 'upgrade-insecure-requests': null },
    },
    strictTransportSecurity: false,
  });
  const collect = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader() {},
  };
  apply({} as never, collect as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}
