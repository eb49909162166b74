/**
 * The admin console's additions to the web app's browser harness (apps/web/e2e/harness.ts): build the
 * console, a desktop-sized browser context, screenshots under artifacts/admin, and the first operator's
 * credentials as a fresh server prints them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { TestServer } from '../../web/e2e/harness.ts';

const root = path.resolve(import.meta.dirname, '../../..');
export const ADMIN_ARTIFACTS = path.join(root, 'artifacts', 'admin');

/** The environment outside the test runner: vitest sets NODE_ENV=test, which would build React's dev bundle. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete env[key];
  return env;
}

/** Builds apps/admin (the server serves apps/admin/dist at /admin/ when it starts). */
export function buildAdmin() {
  const r = spawnSync('npm', ['run', 'build', '-w', '@mcc/admin'], {
    cwd: root,
    encoding: 'utf8',
    env: cleanEnv(),
  });
  if (r.status !== 0) throw new Error(`admin build failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** The first operator, whose password a fresh server prints once. */
export function firstOperator(server: TestServer): { username: string; password: string } {
  const printed = /Operator (\S+) created, password: (\S+)/.exec(server.output());
  if (!printed?.[1] || !printed[2])
    throw new Error(`the server printed no operator password:\n${server.output()}`);
  return { username: printed[1], password: printed[2] };
}

/** A desktop-sized context in Chinese, the console's default language. */
export async function desktopContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL, locale: 'zh-CN' });
}

/** A screenshot of the whole page once spinners and messages have settled. */
export async function adminShot(page: Page, name: string) {
  await page
    .locator('.ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => {});
  await page.waitForTimeout(300);
  fs.mkdirSync(ADMIN_ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ADMIN_ARTIFACTS, `${name}.png`), fullPage: true });
}
