import { defineDomain } from '../../lib/domain.ts';
import { authRoutes } from './auth.routes.ts';
import { type AuthService, createAuthService } from './auth.service.ts';
import { authAdminRoutes } from './auth-admin.routes.ts';
import { type AuthAdmin, createAuthAdmin } from './auth-admin.service.ts';
import { type CodeService, createCodeService } from './code.service.ts';
import { createMessenger, type Deliver } from './messenger.ts';
import { createUserDirectory, type UserDirectory } from './user-directory.service.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    /** How codes reach people (SMS, e-mail); tests may put a local server in its place. */
    deliver: Deliver;
    codes: CodeService;
    auth: AuthService;
    users: UserDirectory;
    authAdmin: AuthAdmin;
  }
}

/** Users: sign-up, sign-in, codes, profiles, payment passwords; the console's user pages. */
export const authDomain = defineDomain({
  name: 'auth',
  services: {
    deliver: (c) => createMessenger(c.config, c.log),
    codes: (c) => createCodeService({ db: c.db, clock: c.clock, deliver: c.deliver, log: c.log }),
    auth: (c) =>
      createAuthService({
        db: c.db,
        clock: c.clock,
        config: c.config,
        codes: c.codes,
        settings: c.settings,
        feed: c.feed,
        uploads: c.uploads,
      }),
    users: (c) => createUserDirectory({ db: c.db, feed: c.feed }),
    authAdmin: (c) =>
      createAuthAdmin({
        db: c.db,
        clock: c.clock,
        audit: c.audit,
        parts: { balances: c.ledgerAdmin.balancesOf, requests: c.walletReview.requestsOf },
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
