import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
/** What the toast shown last runs when it has gone (antd-mobile calls it after closing or replacing it). */
let afterClose: (() => void) | undefined;
vi.mock('antd-mobile/es/components/toast', () => ({
  default: {
    show: (p: { content: string; duration: number; maskClickable?: boolean; afterClose?: () => void }) => {
      afterClose = p.afterClose;
      calls.push(`show:${p.content}:${p.duration}:${p.maskClickable === false ? 'mask' : 'nomask'}`);
    },
    clear: () => calls.push('clear'),
  },
}));
type Indicators = typeof import('./indicators.ts');
let showToast: Indicators['showToast'];
let toastIndicators: Indicators['toastIndicators'];

/** The loading toast's text while it is up (our own, drawn with antd-mobile's classes), or null. */
const loadingText = () =>
  document.querySelector('.adm-toast-mask .adm-spin-loading')
    ? document.querySelector('.adm-toast-main')?.textContent
    : null;
/** Lets the message toast's module load (a mocked dynamic import resolves in a few microtasks). */
const loaded = () => new Promise((r) => setTimeout(r, 0));

/**
 * Each test gets the module fresh, as the app starts it: it keeps which toast came last and whether
 * antd-mobile's Toast has loaded in module scope (once loaded, a loading toast clears it first).
 */
beforeEach(async () => {
  vi.resetModules();
  ({ showToast, toastIndicators } = await import('./indicators.ts'));
});
afterEach(() => {
  toastIndicators.hideLoading();
  calls.length = 0;
  afterClose = undefined;
});

describe('toast indicators', () => {
  it('shows the loading toast at once, with its text, until hidden', () => {
    toastIndicators.showLoading('加载中');
    expect(loadingText()).toBe('加载中');
    toastIndicators.showLoading('提交数据');
    expect(document.querySelectorAll('.adm-toast-mask')).toHaveLength(1);
    expect(loadingText()).toBe('提交数据');
    toastIndicators.hideLoading();
    expect(loadingText()).toBeNull();
    expect(document.querySelector('.adm-toast-mask')).toBeNull();
  });

  it('a message toast takes the loading toast’s place; hiding the loading one then leaves it', async () => {
    toastIndicators.showLoading('提交数据');
    toastIndicators.toast('数据请求错误!', { duration: 500, mask: true });
    expect(loadingText()).toBeNull();
    await loaded();
    toastIndicators.hideLoading();
    expect(calls).toEqual(['show:数据请求错误!:500:mask']);
  });

  it('a loading toast takes the place of a message toast, shown or still loading', async () => {
    showToast('已复制');
    toastIndicators.showLoading('加载中');
    await loaded();
    // The message came first and was still on its way: it is never shown.
    expect(calls.filter((c) => c.startsWith('show'))).toEqual([]);
    calls.length = 0;
    showToast('已复制');
    await loaded();
    toastIndicators.showLoading('加载中');
    expect(calls).toEqual(['show:已复制:1500:nomask', 'clear']);
    expect(loadingText()).toBe('加载中');
  });

  it('a message toast’s promise settles once it has gone, not before', async () => {
    let gone = false;
    const shown = showToast('支付密码已保存', 'success').then(() => {
      gone = true;
    });
    await loaded();
    expect(calls).toEqual(['show:支付密码已保存:1500:nomask']);
    expect(gone).toBe(false);
    afterClose?.();
    await shown;
    expect(gone).toBe(true);
  });

  it('a message toast never shown, because another came first, settles at once', async () => {
    const first = showToast('已复制');
    showToast('已保存');
    await loaded();
    await first;
    expect(calls).toEqual(['show:已保存:1500:nomask']);
  });
});
