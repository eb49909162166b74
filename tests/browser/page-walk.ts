/// <reference lib="dom" />
/**
 * Opening one page after another of an app and waiting until each has drawn what it loads: the web
 * app's route walk (apps/web/e2e/route-walk.ts: its accessibility test and screenshots) and the
 * console's (apps/admin/e2e/console-walk.ts: its screenshots) share it.
 */
import type { Page } from 'playwright-core';

/** What marks an app in a page: its frame once it has started, and anything saying it still loads. */
export interface AppMarks {
  /** A selector found once the app has drawn its frame (`.app-column`, the console's layout). */
  frame: string;
  /** Selectors of skeletons, spinners and loading toasts. */
  busy: string;
}

/**
 * Opens `path` and waits until it has drawn what it loads. The first page loads the app; the others
 * are reached inside it, as a tap on a link would (history.pushState and a popstate, which the router
 * follows): a fresh load per page took several times as long on a busy machine, and a checker
 * injected into the page stays. Drawn means: the page changed since the navigation, and nothing busy
 * has shown for 300 ms (a page whose data never arrives is taken as it is after 10 s).
 */
export async function visitDrawn(page: Page, path: string, marks: AppMarks) {
  type Walk = { changed: boolean; quietSince?: number; observer?: MutationObserver };
  const inApp = page.url().startsWith('http') && (await page.locator(marks.frame).count()) > 0;
  if (inApp) {
    await page.evaluate((to) => {
      const w = window as unknown as { walk?: Walk };
      w.walk?.observer?.disconnect();
      const walk: Walk = { changed: false };
      walk.observer = new MutationObserver(() => {
        walk.changed = true;
      });
      walk.observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      w.walk = walk;
      scrollTo(0, 0);
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
  } else {
    await page.goto(path);
    await page.evaluate(() => {
      (window as unknown as { walk?: Walk }).walk = { changed: true };
    });
  }
  await page
    .waitForFunction(
      ({ frame, busy }) => {
        const walk = (window as unknown as { walk: Walk }).walk;
        const drawn = walk.changed && document.querySelector(frame) && !document.querySelector(busy);
        if (!drawn) walk.quietSince = undefined;
        else walk.quietSince ??= performance.now();
        return walk.quietSince !== undefined && performance.now() - walk.quietSince > 300;
      },
      marks,
      { timeout: 10_000, polling: 100 },
    )
    .catch(() => {});
}
