/**
 * The admin console's additions to the shared browser harness (tests/browser/harness.ts): a
 * desktop-sized browser context, the first operator's sign-in, screenshots under artifacts/admin. The
 * console is built once per run by tests/browser/build-apps.ts.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Envelope } from '@mcc/contract';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  callApi,
  DEMO,
  firstOperator,
  launchBrowser,
  operatorToken,
  PNG,
  phoneContext,
  startServer,
  type TestServer,
} from '../../../tests/browser/harness.ts';

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

/** Polls up to 15 s: a page fetches its data after its chunk loads, on a machine other tests load too. */
export const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

/**
 * One test file's server and browser: a fresh server (embedded database with the demo data) and one
 * chromium, with the pages a file opens on them. Open it in `beforeAll`, close it in `afterAll`.
 */
export interface BrowserSession {
  server: TestServer;
  browser: Browser;
  /** What the session's pages threw, each prefixed with the kind of page. */
  pageErrors: string[];
  /** A page in a context of its own: at a desk (the console, desktop-sized) or on a phone (the web app). */
  newPage(kind?: 'desk' | 'phone'): Promise<Page>;
  close(): Promise<void>;
}

export async function openBrowserSession(): Promise<BrowserSession> {
  const server = await startServer();
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  return {
    server,
    browser,
    pageErrors,
    async newPage(kind = 'desk') {
      const context =
        kind === 'phone'
          ? await phoneContext(browser, server.url)
          : await desktopContext(browser, server.url);
      contexts.push(context);
      const p = await context.newPage();
      p.on('pageerror', (e) => pageErrors.push(`${kind}: ${e.message}`));
      return p;
    },
    async close() {
      for (const c of contexts) await c.close();
      await browser.close();
      await server.stop();
    },
  };
}

/** A call to the user API as the signed-in demo user's app makes it (`userCaller` binds server and token). */
export type UserCall = <T = Record<string, unknown>>(
  path: string,
  init?: { body?: unknown; lang?: string },
) => Promise<Envelope<T>>;

/** Calls to the user API with `token`, as the user's app makes them (an Idempotency-Key on money calls). */
export function userCaller(server: TestServer, token: string): UserCall {
  return async (path, init = {}) => {
    const headers: Record<string, string> = { lang: init.lang ?? 'zh-Hans' };
    if (token) headers.token = token;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (path.startsWith('/api/fund/') && init.body !== undefined) headers['idempotency-key'] = randomUUID();
    const res = await fetch(server.url + path, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    expect(res.status, path).toBe(200);
    return await res.json();
  };
}

/** Signs the demo user in through the user API; answers its UID and token. */
export async function demoUserSession(server: TestServer): Promise<{ uid: string; token: string }> {
  const login = await userCaller(server, '')<{ userinfo: { uid: string; token: string } }>(
    '/api/user/login',
    {
      body: { account: DEMO.mobile, password: DEMO.password },
    },
  );
  expect(login.code, login.msg).toBe(1);
  return login.data.userinfo;
}

/**
 * A manual recharge of `amount` USDT by the holder of `token`, with a real upload as its proof and
 * `txHash` (random unless given): waiting for review. Answers the recharge as the user's app sees it.
 */
export async function madeRecharge(
  server: TestServer,
  token: string,
  amount: string,
  txHash = randomBytes(32).toString('hex'),
) {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png');
  const upload = await fetch(`${server.url}/api/common/upload`, {
    method: 'POST',
    headers: { token },
    body: form,
  });
  const proof = ((await upload.json()) as Envelope<{ url: string }>).data.url;
  const made = await userCaller(server, token)<{ id: number; createdAt: string }>('/api/fund/recharge', {
    body: { network: 'TRC20', amount, txHash, proof },
  });
  expect(made.code, made.msg).toBe(1);
  return made.data;
}

/**
 * A recharge of `amount` USDT by the holder of `token`, approved by the first operator through the
 * console's API: the user's money as after a recharge reviewed by hand.
 */
export async function approvedRecharge(server: TestServer, token: string, amount: string) {
  const made = await madeRecharge(server, token, amount);
  const approved = await callApi(server, `/admin-api/recharges/${made.id}/approve`, {
    bearer: await operatorToken(server),
    body: {},
  });
  expect(approved.code, approved.msg).toBe(1);
}

/**
 * A browser session with the first operator signed in at the console's dashboard (`page`) and the demo
 * user signed in to the user API (`userToken`, `userCall`): where most console tests start.
 */
export async function openOperatorSession() {
  const session = await openBrowserSession();
  const { token } = await demoUserSession(session.server);
  const page = await session.newPage();
  await signInFirstOperator(page, session.server);
  return { ...session, page, userToken: token, userCall: userCaller(session.server, token) };
}

export type OperatorSession = Awaited<ReturnType<typeof openOperatorSession>>;

/** Signs in through the console's sign-in page (it stays there when refused). */
export async function operatorSignIn(p: Page, username: string, password: string) {
  await p.goto('/admin/login');
  await p.locator('#login-username').fill(username);
  await p.locator('#login-password').fill(password);
  await p.locator('button[type="submit"]').click();
}

/** Opens a page from the side menu, as an operator would. */
export async function openFromMenu(p: Page, name: string, testId: string) {
  await p.getByTestId(`menu-${name}`).click();
  await p.getByTestId(testId).waitFor();
}

/** Presses OK in the open Popconfirm. */
export async function confirmPopover(p: Page) {
  const ok = p.locator('.ant-popconfirm-buttons .ant-btn-primary').last();
  await ok.waitFor();
  await ok.click();
}

/** The open dialog whose text has `title`. */
export const dialog = (p: Page, title: string): Locator => p.getByRole('dialog').filter({ hasText: title });

/** The message toast that says `text`. */
export const toast = (p: Page, text: string) =>
  p.locator('.ant-message-notice').filter({ hasText: text }).first();

// ---- the operator flow: the demo user's phone (web app) beside the operator's desk (console) ----

const FLOW_ARTIFACTS = path.join(root, 'artifacts', 'flow');

/** A screenshot of a flow's step once spinners, loading toasts and messages have settled. */
export async function flowShot(page: Page, name: string, fullPage = false) {
  await page
    .locator('.adm-toast-mask .adm-spin-loading, .ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => {});
  await page.waitForTimeout(350);
  fs.mkdirSync(FLOW_ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(FLOW_ARTIFACTS, `${name}.png`), fullPage });
}

/** The text of the first element with this test id. */
export const textOf = (p: Page, testId: string) => p.getByTestId(testId).first().textContent();

/** Waits until the web app's USDT page shows these balances (available, frozen, total). */
export async function expectUsdt(user: Page, available: string, frozen: string, total: string) {
  await poll(() => textOf(user, 'balance-available')).toBe(available);
  await poll(() => textOf(user, 'balance-frozen')).toBe(frozen);
  expect(await textOf(user, 'balance-total')).toBe(total);
}

/** The statement lines on the web app's screen (label, signed amount, balance after), newest first; callers poll it. */
export async function statementLines(user: Page) {
  await user.getByTestId('statement-line').first().waitFor();
  return user
    .getByTestId('statement-line')
    .evaluateAll((lines) =>
      lines.map((l) => [
        l.querySelector('[data-testid="line-label"]')?.textContent,
        l.querySelector('[data-testid="line-amount"]')?.textContent,
        l.querySelector('[data-testid="balance-after"]')?.textContent,
      ]),
    );
}

/** Switches the web app's language in the user centre, as a user does (`signOut`: its sign-out label then). */
export async function switchLanguage(user: Page, name: string, signOut: string) {
  await user.goto('/pages/user/user');
  await user.getByTestId('language-item').click();
  await user.locator('.adm-action-sheet').getByText(name, { exact: true }).click();
  await user.getByText(signOut, { exact: true }).waitFor();
}

/** A console queue's table row for the user with this UID (a link to the user) and this amount. */
export const queueRow = (desk: Page, uid: string, amount: string): Locator =>
  desk
    .locator('tr.ant-table-row')
    .filter({ has: desk.getByRole('link', { name: uid, exact: true }) })
    .filter({ hasText: `${amount} USDT` });
