/**
 * The browser tests' harness, shared by the web app's (apps/web/e2e) and the admin console's
 * (apps/admin/e2e, which adds apps/admin/e2e/admin-harness.ts): builds an app, starts the real server
 * the way the README does (fresh data dir, free port), and drives Debian's chromium through
 * playwright-core. Never downloads a browser.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Envelope } from '@mcc/contract';
import { type Browser, type BrowserContext, chromium, devices, type Page, type Route } from 'playwright-core';
import { describe, expect } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
export const ARTIFACTS = path.join(root, 'artifacts', 'web');
export const CHROMIUM = '/usr/bin/chromium';

export const DEMO = { mobile: '13800000001', password: 'demo12345', payPassword: '123456', invite: 'MCC888' };

/** The environment outside the test runner: vitest sets NODE_ENV=test, which would build React's dev bundle. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (key === 'NODE_ENV' || key.startsWith('VITEST')) delete env[key];
  return env;
}

/**
 * Builds one of the apps (the server serves its dist when it starts); answers the build's output. Under
 * `flock`: two test runs in one checkout (developers running files side by side) would otherwise write
 * the same dist folder at once and fail each other's builds.
 */
export function buildApp(workspace: '@mcc/web' | '@mcc/admin'): string {
  const lock = path.join(root, 'node_modules', '.app-build.lock');
  const r = spawnSync('flock', [lock, 'npm', 'run', 'build', '-w', workspace], {
    cwd: root,
    encoding: 'utf8',
    env: cleanEnv(),
  });
  if (r.status !== 0) throw new Error(`${workspace} build failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

export const buildWeb = () => buildApp('@mcc/web');

/** What ./build-apps.ts (the browser tests' global setup) hands the test files: each build's output. */
declare module 'vitest' {
  export interface ProvidedContext {
    builds: { web: string; admin: string };
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  url: string;
  dataDir: string;
  /** The newest verification code sent to `to` for `event`, from the development outbox. */
  codeFor(to: string, event: string): string;
  /** Everything the server printed so far (its first start prints the first operator's password). */
  output(): string;
  /**
   * Stops the server, runs `between` (a test's SQL on the stopped server's embedded database, in
   * `dataDir`/pglite), and starts it again on the same data and port: sessions and pages stay valid.
   */
  restart(between?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/** How a fresh server prints its first operator (tests/browser sign in with it). */
const OPERATOR_PRINTED = /Operator (\S+) created, password: (\S+)/;

/**
 * `testControls`: the server's clock becomes movable through `POST /test-api/clock` (see `advanceClock`),
 * so a test can live through days of accruals. `env`: more of the server's environment (e.g. a chain
 * node's address and a deposit key for automatic recharge), over the defaults here. `tls`: a certificate
 * and key (PEM files) — the server then answers over https, HTTP/2 to browsers.
 */
export async function startServer(
  options: {
    testControls?: boolean;
    env?: Record<string, string>;
    tls?: { certFile: string; keyFile: string };
  } = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcc-e2e-'));
  const port = await freePort();
  const url = `${options.tls ? 'https' : 'http'}://localhost:${port}`;
  const env = {
    ...cleanEnv(),
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    // One browser signs in, sends codes and calls the API many times a minute from one address.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    RATE_LIMIT_PER_MINUTE: '10000',
    ...(options.testControls ? { TEST_CONTROLS: '1' } : {}),
    ...(options.tls ? { TLS_CERT_FILE: options.tls.certFile, TLS_KEY_FILE: options.tls.keyFile } : {}),
    ...options.env,
  };
  let output = '';
  const launch = (): ChildProcess => {
    const started = spawn(process.execPath, ['apps/server/src/server.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (d) => (output += d));
    started.stderr?.on('data', (d) => (output += d));
    return started;
  };
  let child = launch();
  // Listening once it says so (the same over https, whose certificate this process does not trust).
  const listening = async (from: number, until: number) => {
    while (!output.slice(from).includes('MCC is running')) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
      if (Date.now() > until) throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const deadline = Date.now() + 90_000;
  await listening(0, deadline);
  // The fresh server answers before it has seeded and printed the first operator's password; tests
  // that sign in as that operator need it, so the server counts as started once it is printed.
  while (!OPERATOR_PRINTED.test(output)) {
    if (Date.now() > deadline) throw new Error(`the server printed no operator password:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const halt = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  return {
    url,
    dataDir,
    output: () => output,
    codeFor(to, event) {
      const file = path.join(dataDir, 'outbox.jsonl');
      const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
      const hit = lines
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { to: string; event: string; code: string })
        .filter((m) => m.to === to && m.event === event)
        .at(-1);
      if (!hit) throw new Error(`no ${event} code for ${to} in the outbox`);
      return hit.code;
    },
    async restart(between) {
      await halt();
      await between?.();
      const from = output.length;
      child = launch();
      await listening(from, Date.now() + 90_000);
    },
    async stop() {
      await halt();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const chromiumInstalled = () => fs.existsSync(CHROMIUM);

/** CI installs chromium; elsewhere a missing browser skips the browser tests rather than failing them. */
export const describeInBrowser = chromiumInstalled() || process.env.CI ? describe : describe.skip;

/** A 1×1 PNG to upload: the server checks the type from the bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The default TRC20 deposit address (a valid base58check address): good enough to withdraw to. */
export const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** Headless and offline: without the background-networking flags this closed network refuses Chromium's calls. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  // playwright-core gives every launch its own fresh temporary --user-data-dir.
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}

/** An iPhone-sized, touch-enabled context in Chinese, the app's default language. */
export async function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = devices['iPhone 13'];
  return browser.newContext({
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    userAgent,
    baseURL,
    locale: 'zh-CN',
  });
}

export async function shot(page: Page, name: string) {
  // Let loading toasts finish (they hide 200 ms after a call, then fade out) so the screen itself is captured.
  await page
    .locator('.adm-toast-mask .adm-spin-loading')
    .waitFor({ state: 'detached', timeout: 3000 })
    .catch(() => {});
  await page.waitForTimeout(350);
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/**
 * Opens `path` with every script held back, so none of the app's code runs, and waits for the page's
 * first contentful paint: what index.html alone draws. Answers its time (ms after navigation, the page's
 * own paint timing) and `release`, which lets the held scripts through so the app starts.
 */
export async function firstPaintBeforeScripts(
  page: Page,
  path: string,
): Promise<{ firstPaintMs: number; heldScripts: number; release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/*.js', (route) => (holding ? held.push(route) : route.continue()));
  await page.goto(path, { waitUntil: 'commit' });
  const paintTime = () =>
    page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  await expect.poll(paintTime, { timeout: 10_000 }).not.toBeNull();
  const firstPaintMs = (await paintTime()) ?? Number.NaN;
  return {
    firstPaintMs,
    heldScripts: held.length,
    async release() {
      holding = false;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** A pull-down gesture through Chrome's touch input (PullToRefresh listens to real touch events). */
export async function pullDown(page: Page, distance = 240) {
  const cdp = await page.context().newCDPSession(page);
  const x = 180;
  let y = 160;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let moved = 0; moved < distance; moved += 20) {
    y += 20;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Pulls the page down and waits until it has requested each of `paths` (API paths) again. */
export async function pullToRefetch(page: Page, paths: string[]) {
  const seen = new Set<string>();
  page.on('request', (r) => {
    const requested = new URL(r.url()).pathname;
    if (paths.includes(requested)) seen.add(requested);
  });
  await pullDown(page);
  await expect.poll(() => seen.size, { timeout: 5000 }).toBe(paths.length);
}

/** The first operator, whose password a fresh server prints once. */
export function firstOperator(server: TestServer): { username: string; password: string } {
  const printed = OPERATOR_PRINTED.exec(server.output());
  if (!printed?.[1] || !printed[2])
    throw new Error(`the server printed no operator password:\n${server.output()}`);
  return { username: printed[1], password: printed[2] };
}

/**
 * Signs in the first operator (`admin`) through `POST /admin-api/auth/login`; answers the bearer token
 * for `/admin-api` calls.
 */
export async function operatorToken(server: TestServer): Promise<string> {
  const res = await fetch(`${server.url}/admin-api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(firstOperator(server)),
  });
  const body = (await res.json()) as Envelope<{ token: string }>;
  if (body.code !== 1) throw new Error(`operator sign-in failed: ${body.msg}`);
  return body.data.token;
}

/**
 * A call to the user API (`token` header) or the admin API (`Authorization: Bearer`), answering the
 * envelope; a POST to `/api` carries a fresh Idempotency-Key, as the app sends one per submit.
 */
export async function callApi<T = Record<string, unknown>>(
  server: TestServer,
  path: string,
  init: { token?: string; bearer?: string; body?: unknown } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {};
  if (init.token) headers.token = init.token;
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.body !== undefined && path.startsWith('/api/')) headers['idempotency-key'] = crypto.randomUUID();
  const res = await fetch(server.url + path, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (res.status !== 200) throw new Error(`${path} answered HTTP ${res.status}`);
  return (await res.json()) as Envelope<T>;
}

/**
 * Registers a user by mobile through the API, as the register page does (the code from the development
 * outbox); answers the new user's UID and token. Throws when the server refuses.
 */
export async function registerUser(
  server: TestServer,
  user: { mobile: string; password: string; inviteCode?: string },
): Promise<{ uid: string; token: string }> {
  await callApi(server, '/api/sms/send', { body: { mobile: user.mobile, event: 'register' } });
  const registered = await callApi<{ userinfo: { uid: string; token: string } }>(
    server,
    '/api/user/register',
    {
      body: {
        mobile: user.mobile,
        code: server.codeFor(user.mobile, 'register'),
        password: user.password,
        inviteCode: user.inviteCode ?? DEMO.invite,
      },
    },
  );
  if (registered.code !== 1) throw new Error(`registering ${user.mobile} failed: ${registered.msg}`);
  return registered.data.userinfo;
}

/** Moves the clock of a server started with `testControls`; answers the server's new time. */
export async function advanceClock(server: TestServer, ms: number): Promise<Date> {
  const res = await fetch(`${server.url}/test-api/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
  const body = (await res.json()) as Envelope<{ now: string }>;
  if (body.code !== 1) throw new Error(`moving the clock failed: ${body.msg}`);
  return new Date(body.data.now);
}

/** Signs in through the login page; the app then opens the user centre. */
export async function signIn(page: Page, account: string, password: string) {
  await page.goto('/pages/login/login');
  await page.locator('#login-account').fill(account);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL('**/pages/user/user');
  await page.getByTestId('copy-uid').waitFor();
}
