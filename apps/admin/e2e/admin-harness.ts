/**
 * The admin console's additions to the shared browser harness (tests/browser/harness.ts): a
 * desktop-sized browser context, the first operator's sign-in, screenshots under artifacts/admin. The
 * console is built once per run by tests/browser/build-apps.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Envelope } from '@mcc/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { firstOperator, operatorToken, type TestServer } from '../../../tests/browser/harness.ts';

const root = path.resolve(import.meta.dirname, '../../..');
export const ADMIN_ARTIFACTS = path.join(root, 'artifacts', 'admin');

/**
 * A desktop-sized context in Chinese, the console's default language. It asks for reduced motion, so
 * nothing slides while a test clicks: a button that moves between the press and the release (a field's
 * message collapsing above it) is a click on nothing, seen once on a loaded CI.
 */
export async function desktopContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1440, height: 900 },
    baseURL,
    locale: 'zh-CN',
    reducedMotion: 'reduce',
  });
}

/** Signs in as the first operator (its password as the fresh server printed it); lands on the dashboard. */
export async function signInFirstOperator(page: Page, server: TestServer) {
  const admin = firstOperator(server);
  await page.goto('/admin/login');
  await page.locator('#login-username').fill(admin.username);
  await page.locator('#login-password').fill(admin.password);
  await page.locator('button[type="submit"]').click();
  await page.getByTestId('dashboard-page').waitFor();
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

/** A screenshot of one part of a page (a settings card on a long form), once spinners have settled. */
export async function adminShotOf(part: Locator, name: string) {
  await part
    .page()
    .locator('.ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => {});
  await part.page().waitForTimeout(300);
  fs.mkdirSync(ADMIN_ARTIFACTS, { recursive: true });
  await part.screenshot({ path: path.join(ADMIN_ARTIFACTS, `${name}.png`) });
}

/** A console read as the first operator, straight over HTTP: answers the envelope's data. */
export async function adminGet<T>(server: TestServer, path: string): Promise<T> {
  const res = await fetch(server.url + path, {
    headers: { authorization: `Bearer ${await operatorToken(server)}` },
  });
  return ((await res.json()) as Envelope<T>).data;
}

/**
 * Presses OK in the confirmation dialog (`modal.confirm`) that says `text`, and waits until it has
 * closed: OK with an async action closes only once the action is done, and a dialog still fading out
 * would take the next click (or match the next dialog's OK).
 */
export async function confirmDialog(page: Page, text: string) {
  const box = page.locator('.ant-modal-confirm').filter({ hasText: text });
  const ok = box.locator('.ant-modal-confirm-btns .ant-btn-primary');
  // On a loaded machine a press during the dialog's opening animation can be lost (seen in CI): press
  // again until it closes. antd ignores presses while OK's action runs, so nothing is sent twice.
  const deadline = Date.now() + 30_000;
  for (;;) {
    await ok.click({ timeout: 5_000 }).catch(() => undefined);
    try {
      await box.waitFor({ state: 'hidden', timeout: 5_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/** The error antd shows under the form field that holds the element with this test id. */
export function fieldError(page: Page, testId: string) {
  return page
    .locator('.ant-form-item')
    .filter({ has: page.getByTestId(testId) })
    .locator('.ant-form-item-explain-error')
    .textContent();
}
