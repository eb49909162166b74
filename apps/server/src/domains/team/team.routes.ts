import { envelope, teamInfo, teamMemberList, teamMemberQuery, teamPromote } from '@mcc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/request-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { TeamService } from './team.service.ts';

export function teamRoutes(auth: AuthService, team: TeamService): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { preParsing: requireUser(auth) };
    const tags = ['team'];

    app.get(
      '/api/team/promote',
      { ...signedIn, schema: { tags, response: { 200: envelope(teamPromote) } } },
      async (req) => ok(team.promote(req.user)),
    );
    app.get(
      '/api/team/info',
      { ...signedIn, schema: { tags, response: { 200: envelope(teamInfo) } } },
      async (req) => ok(await team.info(req.user)),
    );
    app.get(
      '/api/team/member',
      {
        ...signedIn,
        schema: { tags, querystring: teamMemberQuery, response: { 200: envelope(teamMemberList) } },
      },
      async (req) => ok(await team.members(req.user.id, req.query.level, req.query.page, req.query.limit)),
    );
  };
}
