import { Toast } from 'antd-mobile';
import type { Indicators } from './request.ts';

/**
 * antd-mobile shows one toast at a time. The loading toast is hidden 200 ms after a call ends; by
 * then an error toast may have replaced it, so hiding clears only a toast that is still the loading one.
 */
let loadingVisible = false;

export const toastIndicators: Indicators = {
  showLoading(text) {
    loadingVisible = true;
    Toast.show({ icon: 'loading', content: text, duration: 0, maskClickable: true });
  },
  hideLoading() {
    if (!loadingVisible) return;
    loadingVisible = false;
    Toast.clear();
  },
  toast(text, { duration, mask }) {
    loadingVisible = false;
    Toast.show({ content: text, duration, maskClickable: !mask });
  },
};

/** A plain message toast with the spec's default duration (1500 ms). */
export function showToast(text: string, icon?: 'success' | 'fail') {
  loadingVisible = false;
  Toast.show({ content: text, duration: 1500, ...(icon ? { icon } : {}) });
}
