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

/**
 * 加载中 is for a wait the user can see: a page with nothing to show yet. A refetch behind content
 * already shown (returning to a cached page, pull-to-refresh with its own indicator) keeps quiet. The
 * query client runs such refetches inside `quietly` (lib/query-client.ts); the request client asks
 * `loadingQuiet` when a GET starts. Calls start synchronously inside the query function (the request
 * client reads its options before its first await), so the flag covers exactly those calls.
 */
let quietDepth = 0;

export function quietly<T>(start: () => T): T {
  quietDepth += 1;
  try {
    return start();
  } finally {
    quietDepth -= 1;
  }
}

export const loadingQuiet = () => quietDepth > 0;
