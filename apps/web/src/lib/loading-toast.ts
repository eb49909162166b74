import 'antd-mobile/es/components/mask/mask.css';
import 'antd-mobile/es/components/toast/toast.css';
import 'antd-mobile/es/components/spin-loading/spin-loading.css';
import 'antd-mobile/es/components/auto-center/auto-center.css';
import './loading-toast.css';

/** The arc's length: a circle of radius 15, as antd-mobile's SpinLoading draws it. */
const CIRCUMFERENCE = 15 * Math.PI * 2;

let shown: { root: HTMLElement; text: HTMLElement } | null = null;

/**
 * The spec's loading toast (加载中, 提交数据) as antd-mobile's Toast draws it — the same elements and
 * classes, so it looks and is found the same — built with the DOM and moved by CSS alone. A first visit
 * shows it while the page's first calls run; antd-mobile's own would bring react-spring into every
 * page's first load and run it on every frame while the toast is up. The mask lets taps through, as
 * the loading toast's always did (`maskClickable`).
 */
export function showLoadingToast(content: string) {
  if (!shown) {
    const root = document.createElement('div');
    root.className = 'adm-mask adm-toast-mask mcc-loading-toast';
    root.setAttribute('aria-hidden', 'true');
    root.style.pointerEvents = 'none';
    root.style.background = 'rgba(0, 0, 0, 0)';
    root.innerHTML =
      '<div class="adm-mask-content"><div class="adm-toast-wrap">' +
      '<div class="adm-toast-main adm-toast-main-icon" style="top: 50%">' +
      '<div class="adm-toast-icon"><div class="adm-spin-loading adm-toast-loading" style="--color: var(--adm-color-white)">' +
      `<svg class="adm-spin-loading-svg" viewBox="0 0 32 32"><circle class="adm-spin-loading-fill" fill="transparent" stroke-width="2" stroke-dasharray="${CIRCUMFERENCE}" stroke-dashoffset="80" stroke-linecap="square" r="15" cx="16" cy="16"></circle></svg>` +
      '</div></div><div class="adm-auto-center"><div class="adm-auto-center-content"></div></div>' +
      '</div></div></div>';
    const text = root.querySelector<HTMLElement>('.adm-auto-center-content');
    if (!text) throw new Error('the loading toast has no text element');
    document.body.append(root);
    shown = { root, text };
  }
  shown.text.textContent = content;
}

export function hideLoadingToast() {
  shown?.root.remove();
  shown = null;
}
