import {
  adminLoginBody,
  adminMe,
  adminPasswordBody,
  adminSession,
  auditList,
  auditQuery,
  createOperatorBody,
  envelope,
  nothing,
  operatorCreated,
  operatorList,
  operatorRow,
  operatorStatusBody,
  pageQuery,
  totpConfirmBody,
  totpEnrolment,
} from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { actorOf, bearerToken, requireOperator } from './admin-auth.ts';
import type { AuditService } from './audit.service.ts';
import type { OperatorService } from './operator.service.ts';
import { permissionsOf } from './permissions.ts';

/** Operator sign-in, TOTP, the operator list and the audit log, under `/admin-api`. */
export function adminAuthRoutes(deps: {
  db: Db;
  operators: OperatorService;
  audit: AuditService;
  /** The per-IP limit on sign-in attempts (the same setting as the user API's). */
  perMinute: number;
}): FastifyPluginAsyncZod {
  const { db, operators, audit } = deps;
  const limited = { rateLimit: { max: deps.perMinute, timeWindow: '1 minute' } };
  return async (app) => {
    // Before the body is parsed, so a caller without a valid session gets 401 whatever the body holds.
    const signedIn = { preParsing: requireOperator(operators) };
    const manage = { preParsing: requireOperator(operators, 'operators.manage') };
    const tags = ['admin'];

    app.post(
      '/admin-api/auth/login',
      { config: limited, schema: { tags, body: adminLoginBody, response: { 200: envelope(adminSession) } } },
      async (req) => ok(await operators.login({ ...req.body, ip: req.ip })),
    );
    app.post(
      '/admin-api/auth/logout',
      { ...signedIn, schema: { tags, response: { 200: envelope(nothing) } } },
      async (req) => {
        await operators.logout(bearerToken(req) ?? '');
        return ok(null);
      },
    );
    app.get(
      '/admin-api/auth/me',
      { ...signedIn, schema: { tags, response: { 200: envelope(adminMe) } } },
      async (req) => ok({ operator: req.operator, permissions: permissionsOf(req.operator.role) }),
    );
    app.post(
      '/admin-api/auth/password',
      {
        ...signedIn,
        config: limited,
        schema: { tags, body: adminPasswordBody, response: { 200: envelope(nothing) } },
      },
      async (req) => {
        await operators.changePassword(
          req.operator.id,
          { ...req.body, currentToken: bearerToken(req) ?? '' },
          actorOf(req),
        );
        return ok(null);
      },
    );
    app.post(
      '/admin-api/auth/totp/enrol',
      { ...signedIn, schema: { tags, response: { 200: envelope(totpEnrolment) } } },
      async (req) => ok(await operators.enrolTotp(req.operator.id)),
    );
    app.post(
      '/admin-api/auth/totp/confirm',
      {
        ...signedIn,
        config: limited,
        schema: { tags, body: totpConfirmBody, response: { 200: envelope(nothing) } },
      },
      async (req) => {
        await operators.confirmTotp(req.operator.id, req.body.code, actorOf(req));
        return ok(null);
      },
    );

    app.get(
      '/admin-api/audit',
      {
        preParsing: requireOperator(operators, 'audit.read'),
        schema: { tags, querystring: auditQuery, response: { 200: envelope(auditList) } },
      },
      async (req) => ok(await audit.list(db, req.query)),
    );

    app.get(
      '/admin-api/operators',
      { ...manage, schema: { tags, querystring: pageQuery, response: { 200: envelope(operatorList) } } },
      async (req) => ok(await operators.list(req.query)),
    );
    app.post(
      '/admin-api/operators',
      { ...manage, schema: { tags, body: createOperatorBody, response: { 200: envelope(operatorCreated) } } },
      async (req) => ok(await operators.create(req.body, actorOf(req))),
    );
    app.post(
      '/admin-api/operators/status',
      { ...manage, schema: { tags, body: operatorStatusBody, response: { 200: envelope(operatorRow) } } },
      async (req) => ok(await operators.setStatus(req.body.id, req.body.status, actorOf(req))),
    );
  };
}
