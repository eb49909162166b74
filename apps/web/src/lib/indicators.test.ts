import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('antd-mobile', () => ({
  Toast: {
    show: (p: { content: string; duration: number; maskClickable?: boolean }) =>
      calls.push(`show:${p.content}:${p.duration}:${p.maskClickable === false ? 'mask' : 'nomask'}`),
    clear: () => calls.push('clear'),
  },
}));
const { toastIndicators } = await import('./indicators.ts');

afterEach(() => {
  calls.length = 0;
});

describe('toast indicators', () => {
  it('shows the loading toast until hidden', () => {
    toastIndicators.showLoading('加载中');
    toastIndicators.hideLoading();
    expect(calls).toEqual(['show:加载中:0:nomask', 'clear']);
  });

  it('hiding the loading indicator never clears an error toast that replaced it', () => {
    toastIndicators.showLoading('提交数据');
    toastIndicators.toast('数据请求错误!', { duration: 500, mask: true });
    toastIndicators.hideLoading();
    expect(calls).toEqual(['show:提交数据:0:nomask', 'show:数据请求错误!:500:mask']);
  });
});
