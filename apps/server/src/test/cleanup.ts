import { afterEach } from 'vitest';

/**
 * A list of undo steps (close a server, dispose of an app, remove a folder) that runs after each
 * test, last pushed first, and is emptied: push what a test opened.
 */
export function cleanupAfterEach() {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const f of cleanup.splice(0).reverse()) await f();
  });
  return cleanup;
}
