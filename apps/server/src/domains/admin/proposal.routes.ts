import { adminApi } from '@mcc/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { serve } from '../../lib/serve.ts';
import { actorOf } from './admin-auth.ts';
import { can } from './permissions.ts';
import type { Proposals } from './proposal.service.ts';

/** What the signed-in operator's role holds: deciding a kind needs its own permission. */
const mayOf = (req: FastifyRequest) => (permission: Parameters<typeof can>[1]) =>
  can(req.operator.role, permission);

/** The four-eyes queue of the admin API: list, approve, refuse, cancel (`finance.review`). */
export function proposalRoutes(proposals: Proposals): FastifyPluginAsync {
  const calls = adminApi.proposals;
  return async (app) => {
    serve(app, calls.list, async (req) => proposals.list(req.query));
    serve(app, calls.waiting, async (req) => proposals.waiting(req.operator.id));
    serve(app, calls.approve, async (req) =>
      proposals.approve(req.params.id, req.body.note, actorOf(req), mayOf(req)),
    );
    serve(app, calls.refuse, async (req) =>
      proposals.refuse(req.params.id, req.body.reason, actorOf(req), mayOf(req)),
    );
    serve(app, calls.cancel, async (req) => proposals.cancel(req.params.id, actorOf(req)));
  };
}
