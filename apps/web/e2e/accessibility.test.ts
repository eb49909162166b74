/**
 * Accessibility of every route (issue 33): axe-core runs in each page of the route walk (route-walk.ts,
 * a user with something in every list; the sign-in pages signed out) in zh-Hans and in English, and
 * finds no violation of impact "serious" or "critical" (contrast, names of buttons and fields, ARIA
 * misuse…). A failure lists each violation with the route and the elements it found.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@mcc/contract';
import type { AxeResults } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeInBrowser,
  launchBrowser,
  phoneContext,
  type TestServer,
} from '../../../tests/browser/harness.ts';
import { routeWalk, type Stop, stockUser, walkInLanguage } from './route-walk.ts';
import { newUser, signedInPhone, startWebServer } from './web-harness.ts';

/** axe-core's browser build, injected into each page that does not have it yet. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A violation in a line: the rule, its impact, the route and the first elements it names. */
interface Finding {
  stop: string;
  lang: Language;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Runs axe-core in the page as it is; answers its serious and critical violations. */
async function seriousViolations(page: Page, stop: Stop, lang: Language): Promise<Finding[]> {
  // Evaluated over the DevTools protocol: the app's CSP (script-src 'self') refuses an inline script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<AxeResults> } }).axe;
    return (await axe.run(document)).violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    }));
  });
  return results
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ stop: stop.path, lang, rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes }));
}

const report = (findings: Finding[]) =>
  findings
    .map((f) => `${f.lang} ${f.stop}: ${f.rule} (${f.impact}) ${f.help}\n    ${f.nodes.join('\n    ')}`)
    .join('\n');

describeInBrowser('accessibility of every route', () => {
  let server: TestServer;
  let browser: Browser;
  let signedIn: Page;
  let signedOut: Page;
  let stops: Stop[];

  beforeAll(async () => {
    server = await startWebServer();
    browser = await launchBrowser();
    const user = await newUser(server, { usdt: '5000' });
    stops = routeWalk(await stockUser(server, user));
    signedIn = await signedInPhone(browser, server, user.token);
    signedOut = await (await phoneContext(browser, server.url)).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const lang of ['zh-Hans', 'en'] as const) {
    it(`finds no serious or critical violation on any route in ${lang}`, { timeout: 180_000 }, async () => {
      const findings: Finding[] = [];
      await walkInLanguage({ signedIn, signedOut }, stops, lang, async (page, stop) => {
        findings.push(...(await seriousViolations(page, stop, lang)));
      });
      expect(findings.length, report(findings)).toBe(0);
    });
  }
});
