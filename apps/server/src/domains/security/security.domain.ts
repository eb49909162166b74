import { defineDomain } from '../../lib/domain.ts';
import { securityRoutes } from './security.routes.ts';
import { createSecurityService, type SecurityService } from './security.service.ts';
import { securityAdminRoutes } from './security-admin.routes.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    security: SecurityService;
  }
}

/**
 * Account security: the authenticator, the address book, holds after sensitive changes, the
 * anti-phishing code. What it needs from other domains is handed in as lambdas, read when called: auth
 * and the console's user detail call security back, so neither may be built first.
 */
export const securityDomain = defineDomain({
  name: 'security',
  services: {
    security: (c) =>
      createSecurityService({
        db: c.db,
        clock: c.clock,
        ports: {
          userOf: async (userId) => {
            const u = await c.users.byId(userId);
            return (
              u && {
                uid: u.uid,
                mobile: u.mobile,
                email: u.email,
                hasPayPassword: u.payPasswordHash !== null,
              }
            );
          },
          verifyPayPassword: (userId, payPassword) => c.auth.verifyPayPassword(userId, payPassword),
          notify: (message) => c.codes.notify(message),
          settings: async (tx) => (await c.settings.get(tx)).security,
          sessionsOf: (userId) => c.users.countSessions(userId, c.clock.now()),
          audit: (tx, entry) => c.audit.record(tx, entry),
          detailOf: (userId) => c.authAdmin.detail(userId),
        },
      }),
  },
  routes: (c) => [securityRoutes(c.security), securityAdminRoutes(c.security)],
});
