import { defineDomain } from '../../lib/domain.ts';
import { teamRoutes } from './team.routes.ts';
import { createTeamService, type TeamService } from './team.service.ts';

declare module '../../lib/domain.ts' {
  interface Services {
    team: TeamService;
  }
}

/** The referral team: members by level, the invite page. */
export const teamDomain = defineDomain({
  name: 'team',
  services: {
    team: (c) =>
      createTeamService({
        db: c.db,
        clock: c.clock,
        ledger: c.ledger,
        users: c.users,
        pledges: c.pledge,
        publicUrl: c.config.publicUrl,
      }),
  },
  routes: (c) => [teamRoutes(c.team)],
});
