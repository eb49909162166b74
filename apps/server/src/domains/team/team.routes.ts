import { api } from '@mcc/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve.ts';
import type { TeamService } from './team.service.ts';

export function teamRoutes(team: TeamService): FastifyPluginAsync {
  const calls = api.team;
  return async (app) => {
    serve(app, calls.promote, async (req) => team.promote(req.user));
    serve(app, calls.info, async (req) => team.info(req.user));
    serve(app, calls.members, async (req) =>
      team.members(req.user.id, req.query.level, req.query.page, req.query.limit),
    );
  };
}
