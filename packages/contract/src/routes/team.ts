import { routes } from './define.ts';

/** The signed-in user's team: invite link, summary, and members by depth. */
const team = routes('team', {
  promote: { method: 'GET', path: '/api/team/promote', auth: 'user', answer: 'teamPromote' },
  info: { method: 'GET', path: '/api/team/info', auth: 'user', answer: 'teamInfo' },
  members: {
    method: 'GET',
    path: '/api/team/member',
    auth: 'user',
    query: 'teamMemberQuery',
    answer: 'teamMemberList',
  },
});

export const api = { team };
export const adminApi = {};
