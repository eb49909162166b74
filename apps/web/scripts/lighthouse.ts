/**
 * `npm run lighthouse`: builds the web app, starts the server on a fresh data dir, and prints
 * Lighthouse's mobile scores (Debian's chromium; nothing is downloaded) for the entry page `/`, the
 * login page, and — signed in as the demo user — the user centre, the wallet and the NFT home. `npm run lighthouse --
 * /some/path` audits that page alone (signed in). A script, not a test: scores move with the machine's
 * load. Record them in docs/benchmarks.md.
 *
 * Signing in: the demo user's token (from `POST /api/user/login`) goes into the profile's local
 * storage through a page opened over the DevTools protocol, and Lighthouse is told not to reset
 * storage, so it audits the page a signed-in user sees.
 *
 * The server answers over https with a certificate made for the run (Debian's openssl), so the pages
 * come over HTTP/2 as they do when deployed (TLS_CERT_FILE, or any TLS proxy); `LIGHTHOUSE_HTTP1=1`
 * audits plain http on HTTP/1.1 instead, where a first visit's ~50 files queue six at a time.
 *
 * The emulated phone is the same on any host: Lighthouse slows the CPU by a fixed 4×, which on a slow
 * host emulates a slower phone than on a fast one (the same build scored 94–97 on a host of benchmark
 * index ~2,700 and 61–82 on one of ~1,200). Before each page the host's index is measured with
 * Lighthouse's own benchmark, and the slowdown is index / 675 — what 4× on a host of ~2,700 emulates —
 * never below 1. `LIGHTHOUSE_CPU_SLOWDOWN=4` audits with a fixed multiplier instead.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Envelope } from '@mcc/contract';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { selfSignedCertificate } from '../../../scripts/self-signed-certificate.ts';
import { buildWeb, CHROMIUM, CHROMIUM_FLAGS, DEMO, startServer } from '../../../tests/browser/harness.ts';

const PAGES: { path: string; signedIn: boolean }[] = process.argv[2]
  ? [{ path: process.argv[2], signedIn: true }]
  : [
      // The entry page as a user sees it (signed out, it sends a visitor to the login page).
      { path: '/', signedIn: true },
      { path: '/pages/login/login', signedIn: false },
      { path: '/pages/user/user', signedIn: true },
      { path: '/pages/wallet/wallet', signedIn: true },
      { path: '/pages/index/index', signedIn: true },
    ];

const overHttp2 = process.env.LIGHTHOUSE_HTTP1 !== '1';
/** The host's benchmark index at which Lighthouse's default 4× slowdown emulates the phone we aim at. */
const REFERENCE_INDEX_PER_SLOWDOWN = 675;
const fixedSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN
  ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
  : null;
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-lighthouse-'));
// `LIGHTHOUSE_BUILD=0` audits the build already in apps/web/dist (to compare builds made beforehand).
if (process.env.LIGHTHOUSE_BUILD !== '0') buildWeb();
const server = await startServer(overHttp2 ? { tls: selfSignedCertificate(profile) } : {});

/**
 * Signs the demo user in (or out) in the profile's local storage for the server's origin, opens the page
 * once, and empties the HTTP cache, the service worker and its caches: each page is audited as a user's
 * first visit to a server that has served the page before (the pictures' WebP sizes are made on their
 * first request: made during the audit, that work on the same two cores counted as the page's own).
 * Lighthouse's own reset would also clear the token, so it is switched off. Answers the host's benchmark
 * index, measured in the same browser just before the audit.
 */
async function prepareFirstVisit(port: number, pagePath: string, signedIn: boolean): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('chromium has no default context');
    const page = await context.newPage();
    await page.goto(`${server.url}/favicon.svg`);
    // Signed in by the page itself: the browser, not this process, is told to accept the run's certificate.
    const failure = await page.evaluate(
      async ({ signedIn, account, password }) => {
        localStorage.removeItem('token');
        if (!signedIn) return null;
        const res = await fetch('/api/user/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ account, password }),
        });
        const body = (await res.json()) as Envelope<{ userinfo: { token: string } }>;
        if (body.code !== 1) return body.msg;
        localStorage.setItem('token', body.data.userinfo.token);
        return null;
      },
      { signedIn, account: DEMO.mobile, password: DEMO.password },
    );
    if (failure !== null) throw new Error(`demo sign-in failed: ${failure}`);
    const warmUp = await context.newPage();
    await warmUp.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
    await warmUp.close();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    // Also stops the service worker, whose install (it fetches the whole build) would still be running.
    await cdp.send('Storage.clearDataForOrigin', {
      origin: server.url,
      storageTypes: 'service_workers,cache_storage',
    });
    const benchmarkIndex = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    await page.close();
    return benchmarkIndex;
  } finally {
    // Leaves the browser running: the connection closes, not Chrome.
    await browser.close();
  }
}

/** One finding of a failed audit in a line: the element, the console message or the issue. */
function itemText(item: Record<string, unknown>): string {
  const node = item.node as { snippet?: string } | undefined;
  const subItems = (item.subItems as { items?: unknown[] } | undefined)?.items;
  const text =
    node?.snippet ??
    item.description ??
    (subItems ? `${item.issueType}: ${JSON.stringify(subItems)}` : JSON.stringify(item));
  const where = (item.sourceLocation as { url?: string } | undefined)?.url ?? item.url ?? item.source;
  return `${String(text).slice(0, 200)}${typeof where === 'string' ? ` (${where})` : ''}`;
}

async function audit(port: number, page: string, hostIndex: number) {
  const cpuSlowdownMultiplier = fixedSlowdown ?? Math.max(1, hostIndex / REFERENCE_INDEX_PER_SLOWDOWN);
  const result = await lighthouse(`${server.url}${page}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    disableStorageReset: true,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
  });
  if (!result) throw new Error('Lighthouse returned no result');
  if (result.lhr.runtimeError) console.log(`  runtime error: ${result.lhr.runtimeError.message}`);
  const { benchmarkIndex } = result.lhr.environment;
  console.log(`\nLighthouse (mobile) ${page}:`);
  console.log(
    `  benchmark index  ${Math.round(benchmarkIndex)} (before the audit: ${Math.round(hostIndex)}); CPU slowdown ` +
      `${cpuSlowdownMultiplier.toFixed(2)}× ${fixedSlowdown ? '(fixed)' : `(calibrated; uncalibrated: ${throttling.mobileSlow4G.cpuSlowdownMultiplier}×)`}`,
  );
  for (const category of Object.values(result.lhr.categories)) {
    console.log(`  ${category.title.padEnd(16)} ${Math.round((category.score ?? 0) * 100)}`);
  }
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ];
  for (const id of metrics) {
    const audit = result.lhr.audits[id];
    if (audit) console.log(`  ${audit.title.padEnd(26)} ${audit.displayValue ?? ''}`);
  }
  if (process.env.LIGHTHOUSE_JSON)
    fs.writeFileSync(
      `${process.env.LIGHTHOUSE_JSON}/${page.replace(/\W+/g, '_') || 'root'}.json`,
      JSON.stringify(result.lhr),
    );
  // Failed audits (but performance's), so a low score says what to fix.
  for (const key of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of result.lhr.categories[key]?.auditRefs ?? []) {
      const audit = result.lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
      console.log(`  ${key}: ${audit.title}`);
      const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
      for (const item of items.slice(0, 5)) console.log(`        ${itemText(item)}`);
    }
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  userDataDir: profile,
  chromeFlags: overHttp2 ? [...CHROMIUM_FLAGS, '--ignore-certificate-errors'] : CHROMIUM_FLAGS,
});
try {
  console.log(`Auditing ${server.url} (${overHttp2 ? 'https, HTTP/2' : 'http, HTTP/1.1'})`);
  for (const { path: page, signedIn } of PAGES) {
    const hostIndex = await prepareFirstVisit(chrome.port, page, signedIn);
    await audit(chrome.port, page, hostIndex);
  }
} finally {
  chrome.kill();
  await server.stop();
  fs.rmSync(profile, { recursive: true, force: true });
}
