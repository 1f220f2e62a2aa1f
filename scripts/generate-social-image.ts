/**
 * Draws the 1200x630 social preview image (public/og/default.png) in the site's own typeface, by
 * rendering HTML in Chromium. Run `npm run generate:social-image` after changing the company name,
 * town or service area (src/content/business.yaml) or the design; the PNG is checked in, so builds
 * do not depend on this step. It records the details it shows in the PNG, and the launch check
 * reports an image drawn with other details than the site's.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { site } from '../src/config/site';
import { assertChromium, chromiumArgs, chromiumPath } from './shared/chromium';
import { rootDir } from './shared/buildPaths';
import { withPngText } from './shared/pngText';
import { socialImageFile, socialImageWords } from './shared/socialImage';
import { escapeHtml } from '../src/lib/html';

const fontFile = (weight: number) =>
  readFileSync(
    path.join(rootDir, `node_modules/@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-${weight}-normal.woff2`),
  ).toString('base64');

const logo = readFileSync(path.join(rootDir, 'public', 'favicon.svg'), 'utf8');

const html = `<!doctype html><html><head><style>
  @font-face { font-family: Atkinson; font-weight: 400; src: url(data:font/woff2;base64,${fontFile(400)}) format('woff2'); }
  @font-face { font-family: Atkinson; font-weight: 700; src: url(data:font/woff2;base64,${fontFile(700)}) format('woff2'); }
  html, body { margin: 0; }
  body { width: 1200px; height: 630px; box-sizing: border-box; padding: 72px 80px; background: #142a66; color: #fff;
    font-family: Atkinson; display: flex; flex-direction: column; border-bottom: 40px solid #ffcc33; }
  .logo { width: 120px; height: 120px; }
  h1 { font-size: 62px; line-height: 1.1; margin: 48px 0 20px; }
  p { font-size: 40px; line-height: 1.3; margin: 0; color: #e4ebff; max-width: 900px; }
  .place { margin-top: auto; font-weight: 700; font-size: 34px; color: #ffcc33; }
</style></head><body>
  <div class="logo">${logo}</div>
  <h1>${escapeHtml(site.companyName)}</h1>
  <p>Assistive technology training and accessibility consultancy</p>
  <p class="place">${escapeHtml(site.town)} · ${escapeHtml(site.serviceArea)}</p>
</body></html>`;

assertChromium();
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
const output = path.join(rootDir, socialImageFile);
mkdirSync(path.dirname(output), { recursive: true });
writeFileSync(output, withPngText(await page.screenshot({ type: 'png' }), socialImageWords(site)));
await browser.close();
console.log(`Wrote ${path.relative(rootDir, output)}`);
