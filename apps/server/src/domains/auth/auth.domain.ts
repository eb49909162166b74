import { defineDomain } from '../../lib/domain.ts';
import { authRoutes } from './auth.routes.ts';
import { type AuthService, createAuthService } from './auth.service.ts';
import { authAdminRoutes } from './auth-admin.routes.ts';
import { type AuthAdmin, createAuthAdmin } from './auth-admin.service.ts';
import { type CodeService, createCodeService } from './code.service.ts';
import { createMessenger, type Deliver } from './messenger.ts';
import { createUserDirectory, type UserDirectory } from './user-directory.service.ts';
import { createUserStats, type UserStats } from './user-stats.service.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    /** How codes reach people (SMS, e-mail); tests may put a local server in its place. */
    deliver: Deliver;
    codes: CodeService;
    auth: AuthService;
    users: UserDirectory;
    authAdmin: AuthAdmin;
    /** Sign-ups and active users for the console's dashboard. */
    userStats: UserStats;
  }
}

/** Users: sign-up, sign-in, codes, profiles, payment passwords; the console's user pages. */
export const authDomain = defineDomain({
  name: 'auth',
  services: {
    deliver: (c) => createMessenger(c.config, c.log),
    codes: (c) =>
      createCodeService({
        db: c.db,
        clock: c.clock,
        deliver: c.deliver,
        log: c.log,
        withAntiPhishing: (userId, lang, text) => c.security.withAntiPhishing(userId, lang, text),
      }),
    auth: (c) =>
      createAuthService({
        db: c.db,
        clock: c.clock,
        config: c.config,
        codes: c.codes,
        settings: c.settings,
        feed: c.feed,
        uploads: c.uploads,
        // Lambdas: security reads auth's services too, so each reads the other when first called.
        security: {
          secondFactor: (userId, code, opts) => c.security.secondFactor(userId, code, opts),
          startLock: (userId, reason, tx) => c.security.startLock(userId, reason, tx),
          record: (userId, kind, place, tx) => c.security.record(userId, kind, place, tx),
          alerts: (userId) => c.security.alerts(userId),
        },
      }),
    users: (c) => createUserDirectory({ db: c.db, feed: c.feed }),
    userStats: () => createUserStats(),
    authAdmin: (c) =>
      createAuthAdmin({
        db: c.db,
        clock: c.clock,
        audit: c.audit,
        parts: {
          balances: c.ledgerAdmin.balancesOf,
          requests: c.walletReview.requestsOf,
          // Read when called: security's console calls answer this detail, so it is built after.
          security: (userId) => c.security.adminView(userId),
        },
      }),
  },
  routes: (c) => [
    authRoutes(c.auth, {
      perMinute: c.config.AUTH_RATE_LIMIT_PER_MINUTE,
      codesPerIpPerDay: c.config.CODE_SENDS_PER_IP_PER_DAY,
    }),
    authAdminRoutes(c.authAdmin),
  ],
});
