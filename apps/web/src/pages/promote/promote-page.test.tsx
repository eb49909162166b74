import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { teamKeys } from '../../features/team/api/team.ts';
import { aSysConfig, aTeamPromote } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import PromotePage from './promote-page.tsx';

const LINK = 'https://mcc.example.com/pages/register/register?code=K7M2QX';

vi.mock('../../lib/sys-config.ts', () => ({
  useSysConfig: () =>
    aSysConfig({ siteName: 'MCC', commissionBp: [1000, 500, 200], publicUrl: 'https://mcc.example.com' }),
}));

const open = () =>
  renderInApp(<PromotePage />, [[teamKeys.promote, aTeamPromote({ inviteCode: 'K7M2QX', link: LINK })]]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('my promotion', () => {
  it('shows the invite code and the whole link, and the commission shares from the configuration', () => {
    open();
    expect(screen.getByTestId('invite-code').textContent).toBe('K7M2QX');
    expect(screen.getByTestId('invite-link').textContent).toBe(LINK);
    expect(screen.getByTestId('commission-rule').textContent).toContain('一级 10%，二级 5%，三级 2%');
  });

  it('keeps the end of the link, where the invite code is, whole when the middle gives way', () => {
    open();
    const parts = [...screen.getByTestId('invite-link').children].map((c) => [c.className, c.textContent]);
    expect(parts).toEqual([
      ['promote-value-head', LINK.slice(0, -12)],
      ['promote-value-tail', '?code=K7M2QX'],
    ]);
  });

  it('copies the code and the link, each with a button named for what it copies', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open();
    fireEvent.click(screen.getByRole('button', { name: '复制邀请码' }));
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(writeText.mock.calls).toEqual([['K7M2QX'], [LINK]]));
  });

  it('keeps the code and link when the device cannot draw the poster (no canvas)', async () => {
    open();
    await waitFor(() => expect(screen.queryByTestId('card-skeleton')).toBeNull());
    expect(screen.getByTestId('invite-link').textContent).toBe(LINK);
    expect(screen.queryByTestId('poster-image')).toBeNull();
    expect(screen.queryByTestId('save-poster')).toBeNull();
  });
});
