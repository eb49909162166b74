import { type ComponentType, createElement, use } from 'react';

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
