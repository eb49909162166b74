/**
 * The app served over https by the server itself (TLS_CERT_FILE, TLS_KEY_FILE), as a deployment without a
 * TLS proxy runs it: the page, its ~50 script files and its calls share one HTTP/2 connection, a user
 * signs in and sees the wallet, and live prices stream over it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, devices, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { selfSignedCertificate } from '../../../scripts/self-signed-certificate.ts';
import {
  DEMO,
  describeInBrowser,
  launchBrowser,
  signIn,
  startServer,
  type TestServer,
} from '../../../tests/browser/harness.ts';

describeInBrowser('the app over https and HTTP/2', () => {
  let server: TestServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  /** The test's phone, in a context of its own. */
  let page: Page;

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-e2e-tls-'));
    server = await startServer({ tls: selfSignedCertificate(dir) });
    browser = await launchBrowser();
  });

  beforeEach(async () => {
    // The run's own certificate: the browser is told to accept it, as it would a real one.
    const context = await browser.newContext({
      ...devices['iPhone 13'],
      baseURL: server.url,
      locale: 'zh-CN',
      ignoreHTTPSErrors: true,
    });
    contexts.push(context);
    page = await context.newPage();
  });

  afterAll(async () => {
    for (const c of contexts) await c.close();
    await browser?.close();
    await server?.stop();
  });

  it('loads the page, its scripts and its calls over HTTP/2; a user signs in and sees the wallet', async () => {
    expect(server.url).toMatch(/^https:/);
    await signIn(page, DEMO.mobile, DEMO.password);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/fund/wallet'));
    await page.goto('/pages/wallet/wallet');
    await answered;
    // The balance drawn from the answer (a dash until then).
    await expect
      .poll(() => page.getByTestId('asset-USDT').getByTestId('asset-available').textContent())
      .toMatch(/^[\d,]+\.\d{2}$/);
    const protocols = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
        (e) => {
          const entry = e as PerformanceResourceTiming;
          return { name: new URL(entry.name).pathname, protocol: entry.nextHopProtocol };
        },
      ),
    );
    const scripts = protocols.filter((p) => p.name.endsWith('.js'));
    const calls = protocols.filter((p) => p.name.startsWith('/api/'));
    expect(scripts.length).toBeGreaterThan(5);
    expect(calls.map((c) => c.name)).toContain('/api/fund/wallet');
    expect(protocols.filter((p) => p.protocol !== 'h2')).toEqual([]);
  });

  it('streams live prices over the same connection', async () => {
    await signIn(page, DEMO.mobile, DEMO.password);
    // The price on the market page arrives by the server-sent event stream.
    const opened = page.waitForResponse((r) => r.url().includes('/api/market/stream'));
    await page.goto('/pages/market/market');
    const stream = await opened;
    expect(stream.status()).toBe(200);
    expect(await stream.headerValue('content-type')).toMatch(/^text\/event-stream/);
  });
});
