import {
  codeSent,
  emsSendBody,
  envelope,
  loginBody,
  nothing,
  payPasswordBody,
  profileBody,
  registerBody,
  resetPasswordBody,
  session,
  sessionsEnded,
  smsSendBody,
  userCenter,
  userInfo,
  walletLoginBody,
  walletRegisterBody,
} from '@mcc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { AuthService } from './auth.service.ts';

export function authRoutes(
  auth: AuthService,
  limits: { perMinute: number; codesPerIpPerDay: number },
): FastifyPluginAsyncZod {
  // A tighter per-IP limit on the calls that send messages or try passwords, on top of the global one.
  const limited = { rateLimit: { max: limits.perMinute, timeWindow: '1 minute' } };
  return async (app) => {
    // Before the body is parsed, so a caller without a valid token gets 401 whatever the body holds.
    const signedIn = { preParsing: requireUser(auth) };
    const tags = ['accounts'];
    // Each code costs an SMS or an e-mail: one day's budget per address (IPv6 by its subnet, as the
    // other limits), shared by both channels and by every server when the counters live in Redis, on
    // top of the per-minute limit. It has a store of its own, apart from the per-minute counters.
    const codesToday = app.createRateLimit({ max: limits.codesPerIpPerDay, timeWindow: '1 day' });
    const codeBudget = {
      preHandler: async (req: FastifyRequest) => {
        const count = await codesToday(req);
        if (!count.isAllowed && count.isExceeded)
          throw new AppError('RATE_LIMITED', {}, { retryAfter: count.ttlInSeconds });
      },
    };

    app.post(
      '/api/sms/send',
      {
        ...codeBudget,
        config: limited,
        schema: { tags, body: smsSendBody, response: { 200: envelope(codeSent) } },
      },
      async (req) =>
        ok(await auth.sendCode({ mobile: req.body.mobile, event: req.body.event, lang: req.lang })),
    );
    app.post(
      '/api/ems/send',
      {
        ...codeBudget,
        config: limited,
        schema: { tags, body: emsSendBody, response: { 200: envelope(codeSent) } },
      },
      async (req) =>
        ok(await auth.sendCode({ email: req.body.email, event: req.body.event, lang: req.lang })),
    );
    app.post(
      '/api/user/register',
      { config: limited, schema: { tags, body: registerBody, response: { 200: envelope(session) } } },
      async (req) => ok(await auth.register(req.body)),
    );
    app.post(
      '/api/user/login',
      { config: limited, schema: { tags, body: loginBody, response: { 200: envelope(session) } } },
      async (req) => ok(await auth.login(req.body)),
    );
    app.post(
      '/api/user/tpLogin',
      { config: limited, schema: { tags, body: walletLoginBody, response: { 200: envelope(session) } } },
      async (req) => ok(await auth.walletLogin(req.body)),
    );
    app.post(
      '/api/user/tpRegister',
      { config: limited, schema: { tags, body: walletRegisterBody, response: { 200: envelope(session) } } },
      async (req) => ok(await auth.walletRegister(req.body)),
    );
    app.post(
      '/api/user/resetpwd',
      { config: limited, schema: { tags, body: resetPasswordBody, response: { 200: envelope(nothing) } } },
      async (req) => {
        await auth.resetPassword(req.body);
        return ok(null);
      },
    );
    app.get(
      '/api/user/index',
      { ...signedIn, schema: { tags, response: { 200: envelope(userCenter) } } },
      async (req) => ok(await auth.userCenter(req.user)),
    );
    app.post(
      '/api/user/profile',
      { ...signedIn, schema: { tags, body: profileBody, response: { 200: envelope(userInfo) } } },
      async (req) => ok(await auth.updateProfile(req.user.id, req.body)),
    );
    app.post(
      '/api/user/payPassword',
      {
        ...signedIn,
        config: limited,
        schema: { tags, body: payPasswordBody, response: { 200: envelope(nothing) } },
      },
      async (req) => {
        await auth.setPayPassword(req.user, req.body);
        return ok(null);
      },
    );
    app.post(
      '/api/user/logoutAll',
      { ...signedIn, schema: { tags, response: { 200: envelope(sessionsEnded) } } },
      async (req) => ok(await auth.logoutEverywhere(req.user.id)),
    );
    app.get(
      '/api/user/logout',
      { ...signedIn, config: { writes: true }, schema: { tags, response: { 200: envelope(nothing) } } },
      async (req) => {
        await auth.logout(req.token);
        return ok(null);
      },
    );
  };
}
