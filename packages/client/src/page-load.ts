import { type ComponentType, createElement, type ReactNode, startTransition, use } from 'react';
import { createRoot } from 'react-dom/client';

export type PageModule = { default: ComponentType };
export type PageLoad = () => Promise<PageModule>;

/**
 * A page's load, started once (later calls answer the same promise): on first render, or earlier — an
 * app loads its first page before its first render, so that page draws whole, with no frame of Suspense
 * fallback in between. Once settled, the promise carries the status fields that React's `use` reads on a
 * promise it did not start itself, so unlike `lazy` a loaded page renders at once.
 */
export function pageLoad(loadModule: PageLoad): PageLoad {
  let started: Promise<PageModule> | undefined;
  return () => {
    if (started) return started;
    const promise = loadModule();
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
    );
    started = promise;
    return promise;
  };
}

/** Renders the page `load` brings, suspending until its code has arrived (a failed load throws). */
export function LoadedPage({ load }: { load: PageLoad }) {
  return createElement(use(load()).default);
}

/**
 * Starts an app in the page's `#root`: its first render waits for `firstPage` to settle (the shell
 * index.html draws shows meanwhile, and is then replaced by the page whole; a page that failed to load
 * shows its route error) and runs as a transition, so React yields to the browser while it builds the
 * page instead of holding it in one long task.
 */
export function startApp(firstPage: Promise<unknown>, app: ReactNode) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  const render = () => startTransition(() => root.render(app));
  void firstPage.then(render, render);
}
