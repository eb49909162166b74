import { api } from '@mcc/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { placeOf } from '../../lib/device-name.ts';
import { AppError } from '../../lib/errors.ts';
import { serve } from '../../lib/serve.ts';
import type { AuthService } from './auth.service.ts';

export function authRoutes(
  auth: AuthService,
  limits: { perMinute: number; codesPerIpPerDay: number },
): FastifyPluginAsync {
  const calls = api.accounts;
  /** Where a sign-in comes from (its device, address) and the language of the messages it may send. */
  const signInAt = (req: FastifyRequest) => ({
    userAgent: req.headers['user-agent'],
    ip: req.ip,
    lang: req.lang,
  });
  // A tighter per-IP limit on the calls that send messages or try passwords, on top of the global one.
  const limited = { config: { rateLimit: { max: limits.perMinute, timeWindow: '1 minute' } } };
  return async (app) => {
    // Each code costs an SMS or an e-mail: one day's budget per address (IPv6 by its subnet, as the
    // other limits), shared by both channels and by every server when the counters live in Redis, on
    // top of the per-minute limit. It has a store of its own, apart from the per-minute counters.
    const codesToday = app.createRateLimit({ max: limits.codesPerIpPerDay, timeWindow: '1 day' });
    const codeBudget = {
      ...limited,
      preHandler: async (req: FastifyRequest) => {
        const count = await codesToday(req);
        if (!count.isAllowed && count.isExceeded)
          throw new AppError('RATE_LIMITED', {}, { retryAfter: count.ttlInSeconds });
      },
    };

    serve(
      app,
      calls.smsSend,
      async (req) => auth.sendCode({ mobile: req.body.mobile, event: req.body.event, lang: req.lang }),
      codeBudget,
    );
    serve(
      app,
      calls.emsSend,
      async (req) => auth.sendCode({ email: req.body.email, event: req.body.event, lang: req.lang }),
      codeBudget,
    );
    serve(app, calls.register, async (req) => auth.register(req.body, signInAt(req)), limited);
    serve(app, calls.login, async (req) => auth.login(req.body, signInAt(req)), limited);
    serve(app, calls.walletLogin, async (req) => auth.walletLogin(req.body, signInAt(req)), limited);
    serve(app, calls.walletRegister, async (req) => auth.walletRegister(req.body, signInAt(req)), limited);
    serve(
      app,
      calls.resetPassword,
      async (req) => {
        await auth.resetPassword(req.body, signInAt(req));
        return null;
      },
      limited,
    );
    serve(app, calls.index, async (req) => auth.userCenter(req.user));
    serve(app, calls.profile, async (req) => auth.updateProfile(req.user.id, req.body));
    serve(
      app,
      calls.payPassword,
      async (req) => {
        await auth.setPayPassword(req.user, req.body, placeOf(req));
        return null;
      },
      limited,
    );
    serve(
      app,
      calls.changeMobile,
      async (req) => auth.changeContact(req.user, req.body, placeOf(req)),
      limited,
    );
    serve(
      app,
      calls.changeEmail,
      async (req) => auth.changeContact(req.user, req.body, placeOf(req)),
      limited,
    );
    serve(app, calls.logoutAll, async (req) => auth.logoutEverywhere(req.user.id, placeOf(req)));
    // The security page's sessions: served here, as sessions are auth's (the table is security's area).
    const security = api.security;
    serve(app, security.sessions, async (req) => auth.listSessions(req.user.id, req.token));
    serve(app, security.endSession, async (req) => {
      await auth.endSession(req.user.id, req.body.id, placeOf(req));
      return null;
    });
    serve(app, security.endOtherSessions, async (req) =>
      auth.endOtherSessions(req.user.id, req.token, placeOf(req)),
    );
    serve(
      app,
      calls.logout,
      async (req) => {
        await auth.logout(req.token);
        return null;
      },
      { config: { writes: true } },
    );
  };
}
