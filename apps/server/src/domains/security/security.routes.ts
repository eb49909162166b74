import { api } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { placeOf } from '../../lib/device-name.ts';
import { serve } from '../../lib/serve.ts';
import type { SecurityService } from './security.service.ts';

/**
 * The user's security page: the overview, the authenticator, the address book, the anti-phishing code.
 * (The sessions' calls are auth's, which owns sessions.)
 */
export function securityRoutes(security: SecurityService): FastifyPluginAsync {
  const calls = api.security;
  return async (app) => {
    serve(app, calls.overview, async (req) => security.overview(req.user.id));
    serve(app, calls.eventsSeen, async (req) => {
      await security.markEventsSeen(req.user.id);
      return null;
    });
    serve(app, calls.totpSetup, async (req) => security.totpSetup(req.user.id));
    serve(app, calls.totpEnable, async (req) =>
      security.totpEnable(req.user.id, req.body.code, placeOf(req)),
    );
    serve(app, calls.totpDisable, async (req) => {
      await security.totpDisable(req.user.id, req.body, placeOf(req));
      return null;
    });
    serve(app, calls.addresses, async (req) => security.addressBook(req.user.id));
    serve(app, calls.addAddress, async (req) =>
      security.addAddress(req.user.id, req.body, { lang: req.lang, from: placeOf(req) }),
    );
    serve(app, calls.removeAddress, async (req) => {
      await security.removeAddress(req.user.id, req.body.id, placeOf(req));
      return null;
    });
    serve(app, calls.whitelist, async (req) => security.setWhitelist(req.user.id, req.body, placeOf(req)));
    serve(app, calls.antiPhishing, async (req) => {
      await security.setAntiPhishing(req.user.id, req.body, placeOf(req));
      return null;
    });
  };
}
