import { api as routes } from '@mcc/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '../../lib/format.ts';
import { securityKeys } from '../../lib/security.ts';
import { userCenterKey } from '../../lib/user-center.ts';
import { AT, anEnvelope, aSecurityEvent, aSecurityOverview, aUserCenter } from '../../test/fixtures.ts';
import { renderInApp } from '../../test/render.tsx';
import SecurityPage from './security-page.tsx';

const http = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../lib/api.ts', () => http);

const text = (testId: string) => screen.getByTestId(testId).textContent;

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('security overview', () => {
  it('shows the score as a level and each protection with its state and action', () => {
    renderInApp(<SecurityPage />, [
      [
        securityKeys.overview,
        aSecurityOverview({
          score: 86,
          totp: { on: true, recoveryCodesLeft: 7 },
          mobile: '138****0001',
          email: null,
          antiPhishing: 'Lotus88',
          addresses: { count: 2, whitelistOnly: true },
          sessions: 3,
        }),
      ],
    ]);
    expect(text('security-score-value')).toBe('86');
    expect(text('security-level')).toBe('安全等级: 高');
    const rows = screen.getAllByTestId(/^protection-/).map((row) => row.textContent);
    expect(rows).toEqual([
      '身份验证器已开启 · 恢复码剩余 7 个管理',
      '支付密码已设置修改',
      '手机号138****0001更换',
      '邮箱未绑定绑定',
      '防钓鱼码Lotus88修改',
      '提币地址簿2 个地址 · 仅白名单管理',
      '登录设备3 个设备在线管理',
    ]);
  });

  it('reads a low score as low and says what to turn on, with the protections that are off', () => {
    renderInApp(<SecurityPage />, [
      [securityKeys.overview, aSecurityOverview({ score: 20, payPassword: false })],
    ]);
    expect(text('security-level')).toBe('安全等级: 低');
    expect(screen.getByText('开启更多保护可提高安全等级')).toBeTruthy();
    expect(text('state-totp')).toBe('未开启');
    expect(text('state-pay-password')).toBe('未设置');
    expect(text('state-anti-phishing')).toBe('未设置');
    expect(screen.getByTestId('state-totp').className).toBe('protection-todo');
    expect(screen.getByTestId('state-mobile').className).toBe('protection-good');
  });

  it('leads each row to the page that changes it', async () => {
    const { router } = renderInApp(<SecurityPage />, [[securityKeys.overview, aSecurityOverview()]]);
    fireEvent.click(screen.getByTestId('protection-totp'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/security/totp'));
    await router.navigate('/');
    fireEvent.click(await screen.findByTestId('protection-email'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/security/changeEmail'));
  });

  it('shows a hold on withdrawals with its reason and end, and the recent events in words', () => {
    const until = '2099-01-02T08:00:00.000Z';
    renderInApp(<SecurityPage />, [
      [
        securityKeys.overview,
        aSecurityOverview({
          lock: { until, reason: 'pay_password_changed' },
          events: [
            aSecurityEvent({ kind: 'pay_password_changed', device: 'Windows · Chrome', ip: '198.51.100.*' }),
            aSecurityEvent({ kind: 'totp_reset', device: '', ip: '' }),
          ],
        }),
      ],
    ]);
    expect(text('security-lock')).toBe(
      `修改支付密码后，为保护资金安全，提币和转售确认收款暂停至 ${formatTime(until)}`,
    );
    expect(screen.getAllByTestId('security-event').map((e) => e.textContent)).toEqual([
      `修改支付密码Windows · Chrome · 198.51.100.*${formatTime(AT)}`,
      `平台重置了身份验证器平台操作${formatTime(AT)}`,
    ]);
  });

  it('shows no hold once it has ended, and says when there are no events yet', () => {
    renderInApp(<SecurityPage />, [
      [
        securityKeys.overview,
        aSecurityOverview({ lock: { until: '2020-01-01T00:00:00.000Z', reason: 'password_reset' } }),
      ],
    ]);
    expect(screen.queryByTestId('security-lock')).toBeNull();
    expect(text('security-events-empty')).toContain('暂无安全动态');
  });

  it('shows a skeleton while loading, and an error with a retry that loads it', async () => {
    let answer: (value: unknown) => void = () => {};
    http.call.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderInApp(<SecurityPage />);
    expect(screen.getAllByTestId('card-skeleton').length).toBeGreaterThan(0);
    answer(undefined); // no answer: the network failed
    expect((await screen.findByTestId('error-state')).textContent).toContain('安全信息加载失败');
    http.call.mockResolvedValueOnce(anEnvelope(aSecurityOverview({ score: 60 })));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect((await screen.findByTestId('security-level')).textContent).toBe('安全等级: 中');
    expect(http.call).toHaveBeenLastCalledWith(routes.security.overview);
  });
});

describe('the user centre’s alert, once the page is seen', () => {
  it('tells the server the events were seen and clears the alert the user centre holds', async () => {
    http.call.mockResolvedValue(anEnvelope(null));
    const { client } = renderInApp(<SecurityPage />, [
      [securityKeys.overview, aSecurityOverview({ events: [aSecurityEvent()] })],
      [userCenterKey, aUserCenter({ securityAlerts: { count: 1, latest: aSecurityEvent() } })],
    ]);
    await waitFor(() =>
      expect(client.getQueryData<ReturnType<typeof aUserCenter>>(userCenterKey)?.securityAlerts).toEqual({
        count: 0,
        latest: null,
      }),
    );
    expect(http.call).toHaveBeenCalledWith(routes.security.eventsSeen, undefined, {
      loading: false,
      toastFailure: false,
    });
  });

  it('keeps the alert when the server was not told, and tells nothing when there is no alert', async () => {
    const alerts = { count: 1, latest: aSecurityEvent() };
    http.call.mockResolvedValue(undefined); // no answer: the network failed
    const { client } = renderInApp(<SecurityPage />, [
      [securityKeys.overview, aSecurityOverview()],
      [userCenterKey, aUserCenter({ securityAlerts: alerts })],
    ]);
    await waitFor(() => expect(http.call).toHaveBeenCalledTimes(1));
    await new Promise((settled) => setTimeout(settled, 0)); // the refusal handled
    expect(client.getQueryData<ReturnType<typeof aUserCenter>>(userCenterKey)?.securityAlerts).toEqual(
      alerts,
    );
    cleanup();
    http.call.mockClear();
    renderInApp(<SecurityPage />, [
      [securityKeys.overview, aSecurityOverview()],
      [userCenterKey, aUserCenter()],
    ]);
    expect(await screen.findByTestId('security-page')).toBeTruthy();
    expect(http.call).not.toHaveBeenCalled();
  });
});
