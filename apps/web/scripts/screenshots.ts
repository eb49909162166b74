/**
 * `npm run screenshots`: builds the web app, starts the server on a fresh embedded database with the
 * demo data, gives the demo user one of everything through the API (e2e/route-walk.ts: a stake, NFTs, a
 * box opened, a bid, transfers, a recharge and a withdrawal under review…), and saves a phone-sized
 * screenshot of every route in each of the four languages to artifacts/screenshots/<lang>/<route>.png —
 * the same walk as the accessibility test, the sign-in pages signed out. Prints each file it writes.
 * `SCREENSHOTS_BUILD=0` uses the build already in apps/web/dist.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@mcc/contract';
import { buildWeb, launchBrowser, phoneContext } from '../../../tests/browser/harness.ts';
import { routeWalk, stockUser, walkInLanguage } from '../e2e/route-walk.ts';
import { demoUser, signedInPhone, startWebServer } from '../e2e/web-harness.ts';

const OUT = path.resolve(import.meta.dirname, '../../../artifacts/screenshots');

if (process.env.SCREENSHOTS_BUILD !== '0') buildWeb();
const server = await startWebServer();
const browser = await launchBrowser();
try {
  const demo = await demoUser(server);
  const stops = routeWalk(await stockUser(server, demo));
  const signedIn = await signedInPhone(browser, server, demo.token);
  const signedOut = await (await phoneContext(browser, server.url)).newPage();
  let written = 0;
  for (const lang of LANGUAGES) {
    fs.mkdirSync(path.join(OUT, lang), { recursive: true });
    await walkInLanguage({ signedIn, signedOut }, stops, lang, async (page, stop) => {
      const file = path.join(OUT, lang, `${stop.name}.png`);
      await page.screenshot({ path: file });
      written += 1;
      console.log(`${path.relative(process.cwd(), file)}  ${stop.path}`);
    });
  }
  console.log(`${written} screenshots in ${path.relative(process.cwd(), OUT)}`);
} finally {
  await browser.close();
  await server.stop();
}
