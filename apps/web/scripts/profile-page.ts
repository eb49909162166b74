/**
 * Where a page's first visit spends the main thread, without Lighthouse's simulation: loads the page
 * signed in as the demo user in Chromium with a 4× CPU slowdown (DevTools throttling, a cold HTTP cache,
 * the server warmed by a first visit), records a trace, and prints each task over 50 ms with what filled
 * it (script by file, style, layout, commit…) and the totals. Lighthouse's own figures are observed task
 * times × 4, so they also count what else the machine was doing; this shows the page's own work.
 * `node apps/web/scripts/profile-page.ts [path] [selector to wait for]` after `npm run build -w @mcc/web`.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, DEMO, startServer } from '../../../tests/browser/harness.ts';

const pagePath = process.argv[2] ?? '/pages/index/index';
const waitFor = process.argv[3] ?? '[data-testid="nft-hero"]';
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
try {
  const login = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: DEMO.mobile, password: DEMO.password }),
  }).then((r) => r.json() as Promise<{ data: { userinfo: { token: string } } }>);
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/favicon.svg`);
  await page.evaluate((t) => localStorage.setItem('token', t), login.data.userinfo.token);
  // Warm the server (the pictures' WebP sizes), then a cold browser cache for the measured visit.
  await page.goto(`${server.url}${pagePath}`);
  await page.waitForSelector(waitFor);
  await page.waitForTimeout(1500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin: server.url,
    storageTypes: 'service_workers,cache_storage',
  });
  await page.goto(`${server.url}/favicon.svg`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      'loading',
      'v8.execute',
    ],
  });
  const started = Date.now();
  await page.goto(`${server.url}${pagePath}`);
  await page.waitForSelector(waitFor);
  const shown = Date.now() - started;
  await page.waitForTimeout(3000);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  console.log(`${pagePath}: shown after ${shown} ms (4× slowdown)`);
  summarise(trace.traceEvents);
} finally {
  await browser.close();
  await server.stop();
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

/** The main thread's long tasks (over 50 ms), each with the events inside it by self time. */
function summarise(events: TraceEvent[]) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) throw new Error('no renderer main thread in the trace');
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const t0 = onMain[0]?.ts ?? 0;
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  // Total blocking time as Lighthouse counts it (each task's time past 50 ms, from the first contentful
  // paint on), here over the trace's whole 3 s after the page showed.
  // The page's own (the blank page before it may have painted too).
  const fcp = events
    .filter((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)
    .reduce<number | undefined>((last, e) => Math.max(last ?? e.ts, e.ts), undefined);
  if (fcp !== undefined) {
    const blocking = tasks
      .filter((task) => task.ts >= fcp)
      .reduce((sum, task) => sum + Math.max(0, (task.dur ?? 0) - 50_000), 0);
    console.log(
      `first contentful paint ${((fcp - t0) / 1000).toFixed(0)} ms; blocking time after it ${(blocking / 1000).toFixed(0)} ms`,
    );
  }
  const totals = new Map<string, number>();
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    // Self time: an event's duration less that of its direct children.
    const self = new Map<TraceEvent, number>(inside.map((e) => [e, e.dur ?? 0]));
    const stack: TraceEvent[] = [];
    for (const e of inside) {
      while (stack.length && (stack.at(-1)?.ts ?? 0) + (stack.at(-1)?.dur ?? 0) <= e.ts) stack.pop();
      const up = stack.at(-1);
      if (up) self.set(up, (self.get(up) ?? 0) - (e.dur ?? 0));
      stack.push(e);
    }
    const byName = new Map<string, number>();
    for (const [e, t] of self) {
      const label =
        e.name === 'EvaluateScript' || e.name === 'FunctionCall'
          ? `${e.name}(${(e.args?.data?.url ?? '').split('/').pop()})`
          : e.name;
      byName.set(label, (byName.get(label) ?? 0) + t);
    }
    for (const [k, v] of byName) totals.set(k, (totals.get(k) ?? 0) + v);
    if ((task.dur ?? 0) < 50_000) continue;
    const parts = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(
      `${((task.ts - t0) / 1000).toFixed(0).padStart(6)} ms  task ${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms: ` +
        parts.map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join(', '),
    );
  }
  console.log('\nAll tasks, by event (self ms):');
  for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(`${(v / 1000).toFixed(0).padStart(7)}  ${k}`);
  }
}
