/**
 * Stands in for rc-util's `React/render` (aliased in vite.config.ts), the fallback antd-mobile uses to
 * render Toast and Dialog when no render function is set. On React 19 that fallback already does
 * nothing (it looks for `render`/`createRoot` on `react-dom`, which has neither), and the app always
 * sets one first (./antd-render.ts), so nothing changes — but the original is CommonJS with Babel's
 * async runtime, ~2 KB gz in the first screen's bundle for code that never runs.
 */
export function render(_node: unknown, _container: unknown): void {}

export async function unmount(_container: unknown): Promise<void> {}
