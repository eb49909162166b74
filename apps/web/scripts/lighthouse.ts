/**
 * `npm run lighthouse`: builds the web app, starts the server on a fresh data dir, and prints
 * Lighthouse's mobile scores for the login page (Debian's chromium; nothing is downloaded).
 * A script, not a test: scores move with the machine's load. Record them in docs/benchmarks.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildWeb, CHROMIUM, CHROMIUM_FLAGS, startServer } from '../../../tests/browser/harness.ts';

const page = process.argv[2] ?? '/pages/login/login';
buildWeb();
const server = await startServer();
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-lighthouse-'));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  userDataDir: profile,
  chromeFlags: CHROMIUM_FLAGS,
});
try {
  const result = await lighthouse(`${server.url}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  console.log(`\nLighthouse (mobile) ${page}:`);
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
  // Failed accessibility audits, so a low score says what to fix.
  for (const ref of result.lhr.categories.accessibility?.auditRefs ?? []) {
    const audit = result.lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) continue;
    console.log(`  a11y: ${audit.title}`);
    const items = (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
    for (const item of items.slice(0, 5)) if (item.node?.snippet) console.log(`        ${item.node.snippet}`);
  }
} finally {
  chrome.kill();
  await server.stop();
  fs.rmSync(profile, { recursive: true, force: true });
}
