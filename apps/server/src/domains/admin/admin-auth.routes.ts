import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serveExport } from '../../lib/csv-export.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, bearerToken } from './admin-auth.ts';
import type { AdminLists } from './admin-lists.ts';
import type { OperatorService } from './operator.service.ts';
import { permissionsOf } from './permissions.ts';

/** Operator sign-in, TOTP, the operator list and the audit log, under `/admin-api`. */
export function adminAuthRoutes(deps: {
  operators: OperatorService;
  lists: AdminLists;
  /** The per-IP limit on sign-in attempts (the same setting as the user API's). */
  perMinute: number;
}): FastifyPluginAsync {
  const { operators, lists } = deps;
  const limited = { config: { rateLimit: { max: deps.perMinute, timeWindow: '1 minute' } } };
  const { auth, audit: auditLog, operators: operatorCalls } = adminApi;
  return async (app) => {
    serve(app, auth.login, async (req) => operators.login({ ...req.body, ip: req.ip }), limited);
    serve(app, auth.logout, async (req) => {
      await operators.logout(bearerToken(req) ?? '');
      return null;
    });
    serve(app, auth.me, async (req) => ({
      operator: req.operator,
      permissions: permissionsOf(req.operator.role),
    }));
    serve(
      app,
      auth.password,
      async (req) => {
        await operators.changePassword(
          req.operator.id,
          { ...req.body, currentToken: bearerToken(req) ?? '' },
          actorOf(req),
        );
        return null;
      },
      limited,
    );
    serve(app, auth.totpEnrol, async (req) => operators.enrolTotp(req.operator.id));
    serve(
      app,
      auth.totpConfirm,
      async (req) => {
        await operators.confirmTotp(req.operator.id, req.body.code, actorOf(req));
        return null;
      },
      limited,
    );

    serve(app, auditLog.list, async (req) => lists.audit(req.query));
    serveExport(app, auditLog.export, lists.auditExport);

    serve(app, operatorCalls.list, async (req) => lists.operators(req.query));
    serveExport(app, operatorCalls.export, lists.operatorExport);
    serve(app, operatorCalls.create, async (req) => operators.create(req.body, actorOf(req)));
    serve(app, operatorCalls.setStatus, async (req) =>
      operators.setStatus(req.body.id, req.body.status, actorOf(req)),
    );
  };
}
