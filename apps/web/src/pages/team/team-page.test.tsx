import type { TeamMember } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aPage, aPagedQuery, aTeamInfo, aTeamMember } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import TeamPage from './team-page.tsx';

const member = (uid: string, over: Partial<TeamMember> = {}) =>
  aTeamMember({
    uid,
    nickname: `用户${uid.slice(-2)}`,
    contact: '137****0001',
    activePledge: '1000.000000',
    ...over,
  });

const team = vi.hoisted(() => ({ useTeamMembers: vi.fn() }));
vi.mock('../../features/team/api/team.ts', () => ({
  useTeamInfo: () => ({
    data: aTeamInfo({
      inviter: { uid: '10000001', nickname: '根**', contact: '' },
      directMembers: 2,
      teamSize: 5,
      teamPerformance: '3500.000000',
      teamLevel: 1,
      commissionTotal: '12.800000',
      commissionToday: '0.800000',
      levels: [
        { level: 1, members: 2 },
        { level: 2, members: 3 },
        { level: 3, members: 0 },
      ],
    }),
  }),
  useTeamMembers: team.useTeamMembers,
}));

const pageOf = (list: TeamMember[]) => aPagedQuery([aPage(list)]);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('my team', () => {
  it('shows commissions, performance, level, size and the inviter', () => {
    team.useTeamMembers.mockReturnValue(pageOf([]));
    renderInApp(<TeamPage />);
    const text = (id: string) => screen.getByTestId(id).textContent;
    expect(text('commission-total')).toBe('12.80');
    expect(text('commission-today')).toBe('0.80');
    expect(text('team-performance')).toBe('3,500.00');
    expect(text('team-level')).toBe('V1');
    expect(text('team-direct')).toBe('2');
    expect(text('team-size')).toBe('5');
    expect(text('team-inviter')).toBe('根** (10000001)');
  });

  it('lists the members of each depth in its own tab, with their counts', async () => {
    team.useTeamMembers.mockImplementation((level: number) =>
      pageOf(
        level === 1
          ? [member('10000011'), member('10000012', { activePledge: '0.000000' })]
          : [member('10000021')],
      ),
    );
    renderInApp(<TeamPage />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['1级 (2)', '2级 (3)', '3级 (0)']);
    expect(team.useTeamMembers).toHaveBeenLastCalledWith(1);
    expect(screen.getAllByTestId('member-nickname').map((n) => n.textContent)).toEqual(['用户11', '用户12']);
    expect(screen.getAllByTestId('member-pledge').map((n) => n.textContent)).toEqual(['1,000.00', '0.00']);
    expect(screen.getAllByTestId('member-contact')[0]?.textContent).toBe('137****0001 · UID 10000011');
    fireEvent.click(screen.getByRole('tab', { name: '2级 (3)' }));
    await waitFor(() => expect(team.useTeamMembers).toHaveBeenLastCalledWith(2));
    expect(screen.getAllByTestId('member-nickname').map((n) => n.textContent)).toEqual(['用户21']);
  });

  it('says a depth with no members is empty and leads to the promotion page to invite friends', async () => {
    team.useTeamMembers.mockReturnValue(pageOf([]));
    const { router } = renderInApp(<TeamPage />);
    expect(screen.getByTestId('team-members').textContent).toContain(
      '这一级还没有成员，邀请好友加入你的团队吧',
    );
    fireEvent.click(screen.getByTestId('empty-action'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/promote/promote'));
  });
});
