import { api } from '@mcc/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { usePagedQuery } from '../../../lib/paged-query.ts';
import { unwrap } from '../../../lib/request.ts';

export const teamKeys = {
  info: ['team', 'info'] as const,
  members: (level: number) => ['team', 'member', level] as const,
  promote: ['team', 'promote'] as const,
};

/** `GET /api/team/info`: inviter, team size and performance, level, commissions, members per depth. */
export function useTeamInfo() {
  return useQuery({
    queryKey: teamKeys.info,
    queryFn: () => unwrap(call(api.team.info)),
  });
}

/** `GET /api/team/member?level&page`: members at one depth (1 = invited by the user), newest first. */
export function useTeamMembers(level: number) {
  return usePagedQuery(teamKeys.members(level), api.team.members, { level });
}

/** `GET /api/team/promote`: the user's invite code and the absolute invite link. */
export function useTeamPromote() {
  return useQuery({
    queryKey: teamKeys.promote,
    queryFn: () => unwrap(call(api.team.promote)),
  });
}
