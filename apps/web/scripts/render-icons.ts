/**
 * Renders the installable app's PNG icons (192 and 512, and a maskable 512 whose mark sits inside the
 * safe zone) from an SVG with Debian's chromium: `node apps/web/scripts/render-icons.ts [svg]`
 * (default apps/web/public/favicon.svg; run it again with the final logo). Writes apps/web/public/icons/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const webRoot = path.resolve(import.meta.dirname, '..');
const source = path.resolve(process.argv[2] ?? path.join(webRoot, 'public', 'favicon.svg'));
const outDir = path.join(webRoot, 'public', 'icons');
/** The dark theme's page colour (index.html's theme-color): a maskable icon fills its whole square. */
const BACKGROUND = '#060807';

const svg = `data:image/svg+xml;base64,${fs.readFileSync(source).toString('base64')}`;

/** `mark`: the share of the square the SVG covers; a maskable icon keeps it within the 80% safe circle. */
const ICONS = [
  { file: 'icon-192.png', size: 192, mark: 1, fill: 'transparent' },
  { file: 'icon-512.png', size: 512, mark: 1, fill: 'transparent' },
  { file: 'maskable-512.png', size: 512, mark: 0.6, fill: BACKGROUND },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  fs.mkdirSync(outDir, { recursive: true });
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const side = Math.round(icon.size * icon.mark);
    await page.setContent(
      `<html><body style="margin:0;width:${icon.size}px;height:${icon.size}px;display:grid;place-items:center;background:${icon.fill}">` +
        `<img src="${svg}" width="${side}" height="${side}"></body></html>`,
    );
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({
      path: path.join(outDir, icon.file),
      omitBackground: icon.fill === 'transparent',
    });
    await page.close();
    console.log(`${icon.file}: ${icon.size}×${icon.size}`);
  }
} finally {
  await browser.close();
}
