/**
 * `npm run screenshots:admin`: builds the console, starts the server on a fresh embedded database with
 * the demo data, gives it one of everything through the APIs (e2e/console-walk.ts: a recharge and a
 * withdrawal waiting for review, a resale appeal, a price plan, a stake, NFTs, a box opened, a bid, a
 * second operator, a ledger check…), signs in as the first operator and saves a 1440×900 screenshot
 * (the whole page) of every console page in zh-Hans and English to
 * artifacts/screenshots/admin/<lang>/<page>.png, the sign-in page signed out. Prints each file it
 * writes, then the failed calls and page errors it met. `SCREENSHOTS_BUILD=0` uses the build already
 * in apps/admin/dist; `SCREENSHOTS_LANGS=en,ja` shoots other languages; `SCREENSHOTS_SERVER_LOG=1`
 * prints what the server printed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@mcc/contract';
import { buildApp, launchBrowser, startServer } from '../../../tests/browser/harness.ts';
import { desktopContext, signInFirstOperator } from '../e2e/admin-harness.ts';
import { consoleWalk, stockConsole, walkConsoleIn } from '../e2e/console-walk.ts';

const OUT = path.resolve(import.meta.dirname, '../../../artifacts/screenshots/admin');
const langs = (process.env.SCREENSHOTS_LANGS ?? 'zh-Hans,en')
  .split(',')
  .filter((l): l is Language => (LANGUAGES as readonly string[]).includes(l));

if (process.env.SCREENSHOTS_BUILD !== '0') buildApp('@mcc/admin');
const server = await startServer();
const browser = await launchBrowser();
try {
  const stops = consoleWalk(await stockConsole(server));
  const signedIn = await (await desktopContext(browser, server.url)).newPage();
  await signInFirstOperator(signedIn, server);
  const signedOut = await (await desktopContext(browser, server.url)).newPage();
  // What went wrong while shooting, printed at the end: a picture of an error is not a picture of the page.
  const errors: string[] = [];
  for (const page of [signedIn, signedOut]) {
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('response', (r) => {
      if (r.status() >= 400 && r.url().includes('/admin-api/')) errors.push(`HTTP ${r.status()} ${r.url()}`);
    });
  }
  let written = 0;
  for (const lang of langs) {
    fs.mkdirSync(path.join(OUT, lang), { recursive: true });
    await walkConsoleIn({ signedIn, signedOut }, stops, lang, async (page, stop) => {
      const file = path.join(OUT, lang, `${stop.name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      written += 1;
      console.log(`${path.relative(process.cwd(), file)}  ${stop.path}`);
    });
  }
  console.log(`${written} screenshots in ${path.relative(process.cwd(), OUT)}`);
  if (errors.length > 0) console.log(`errors while shooting:\n${[...new Set(errors)].join('\n')}`);
} finally {
  if (process.env.SCREENSHOTS_SERVER_LOG === '1') console.log(server.output());
  await browser.close();
  await server.stop();
}
