import { hideLoadingToast, showLoadingToast } from './loading-toast.ts';
import type { Indicators } from './request.ts';

type AntdToast = typeof import('antd-mobile/es/components/toast').default;

/**
 * antd-mobile's Toast, for the message toasts, loaded when the first one is shown: it brings
 * react-spring, which no page needs for its first screen. The loading toast is our own
 * (`loading-toast.ts`), drawn at once.
 */
let antdToast: Promise<AntdToast> | undefined;
let loadedToast: AntdToast | undefined;
const loadToast = () => {
  antdToast ??= import('antd-mobile/es/components/toast').then((m) => {
    loadedToast = m.default;
    return m.default;
  });
  return antdToast;
};

/**
 * One toast at a time, as antd-mobile shows them: each show takes the place of the one before. A
 * message toast whose module is still loading is dropped if another toast came meanwhile.
 */
let shownLast = 0;

function showMessage(props: Parameters<AntdToast['show']>[0] & object, onDropped?: () => void) {
  hideLoadingToast();
  loadingVisible = false;
  const mine = ++shownLast;
  void loadToast().then((toast) => {
    if (shownLast === mine) toast.show(props);
    else onDropped?.();
  });
}

/** The loading toast is hidden 200 ms after a call ends; by then a message toast may have replaced it. */
let loadingVisible = false;

export const toastIndicators: Indicators = {
  showLoading(text) {
    shownLast++;
    loadedToast?.clear();
    loadingVisible = true;
    showLoadingToast(text);
  },
  hideLoading() {
    if (!loadingVisible) return;
    loadingVisible = false;
    hideLoadingToast();
  },
  toast(text, { duration, mask }) {
    showMessage({ content: text, duration, maskClickable: !mask });
  },
};

/**
 * A plain message toast with the spec's default duration (1500 ms). Resolves once it has gone (closed,
 * replaced by another, or never shown because another came first), for what must wait until it is read.
 */
export function showToast(text: string, icon?: 'success' | 'fail'): Promise<void> {
  return new Promise((resolve) =>
    showMessage({ content: text, duration: 1500, afterClose: resolve, ...(icon ? { icon } : {}) }, resolve),
  );
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
