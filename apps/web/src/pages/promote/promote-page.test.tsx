import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSysConfig, aTeamPromote } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import PromotePage from './promote-page.tsx';

const LINK = 'https://mcc.example.com/pages/register/register?code=K7M2QX';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const poster = vi.hoisted(() => ({ renderPoster: vi.fn() }));
vi.mock('../../features/team/poster.ts', () => poster);
vi.mock('../../features/team/api/team.ts', () => ({
  useTeamPromote: () => ({ data: aTeamPromote({ inviteCode: 'K7M2QX', link: LINK }) }),
}));
vi.mock('../../lib/sys-config.ts', () => ({
  useSysConfig: () =>
    aSysConfig({ siteName: 'MCC', commissionBp: [1000, 500, 200], publicUrl: 'https://mcc.example.com' }),
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('my promotion', () => {
  it('shows the invite code and link, and the commission shares from the configuration', () => {
    poster.renderPoster.mockReturnValue(PNG);
    renderInApp(<PromotePage />);
    expect(screen.getByTestId('invite-code').textContent).toBe('K7M2QX');
    expect(screen.getByTestId('invite-link').textContent).toBe(LINK);
    expect(screen.getByTestId('commission-rule').textContent).toContain('一级 10%，二级 5%，三级 2%');
  });

  it('draws the poster for the invite link and saves it as a PNG', () => {
    poster.renderPoster.mockReturnValue(PNG);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderInApp(<PromotePage />);
    expect(poster.renderPoster).toHaveBeenCalledWith(LINK, {
      title: 'MCC',
      slogan: '智能量化 · 每日收益',
      code: '邀请码 K7M2QX',
      scan: '扫码注册，加入我的团队',
    });
    expect(screen.getByTestId('poster-image').getAttribute('src')).toBe(PNG);
    fireEvent.click(screen.getByTestId('save-poster'));
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.href).toBe(PNG);
    expect(clicks[0]?.download).toBe('MCC-invite-K7M2QX.png');
  });

  it('keeps the code and link when the device cannot draw (no canvas)', () => {
    poster.renderPoster.mockImplementation(() => {
      throw new Error('no 2D canvas');
    });
    renderInApp(<PromotePage />);
    expect(screen.getByTestId('invite-link').textContent).toBe(LINK);
    expect(screen.queryByTestId('poster-image')).toBeNull();
    expect(screen.queryByTestId('save-poster')).toBeNull();
  });
});
