/**
 * What antd asks of the browser that jsdom lacks, for the component tests: media queries (grid, layout,
 * modals) and resize observers (pickers, drawers, text areas). Call once per file, in `beforeAll`.
 */
export function stubBrowserApis() {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
