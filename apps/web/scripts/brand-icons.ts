/**
 * `node apps/web/scripts/brand-icons.ts`: draws the PNG icons from public/logo.svg with Debian's
 * chromium (nothing is downloaded) — favicon-32.png for browsers that take no SVG icon, and
 * apple-touch-icon.png (180 px, opaque: iOS fills transparency with black and rounds the corners
 * itself). Run it after changing the logo and commit the PNGs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC = path.resolve(import.meta.dirname, '../public');
const logo = fs.readFileSync(path.join(PUBLIC, 'logo.svg'), 'utf8');

/** The logo `inset` px inside a `size` px square of the app's background (none: transparent). */
const ICONS = [
  { file: 'favicon-32.png', size: 32, inset: 0, background: 'transparent' },
  { file: 'apple-touch-icon.png', size: 180, inset: 18, background: '#060807' },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true });
try {
  for (const { file, size, inset, background } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const drawn = size - inset * 2;
    const svg = logo.replace(/width="\d+" height="\d+"/, `width="${drawn}" height="${drawn}"`);
    await page.setContent(
      `<body style="margin:0;background:${background};display:grid;place-items:center;height:${size}px">${svg}</body>`,
    );
    await page.screenshot({ path: path.join(PUBLIC, file), omitBackground: background === 'transparent' });
    await page.close();
    console.log(`${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}
