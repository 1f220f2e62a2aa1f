/**
 * `npm run generate:fallback-fonts`: rewrites src/styles/fallback-fonts.css from the font files and
 * the text of the built site (run `npm run build` first). Run it after the typeface changes, or when
 * tests/dist/fallbackFonts.test.ts says the site's text has drifted from the calibration; then build
 * again.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fallbackFaces, fallbackFontsCss, siteText } from './shared/fallbackFonts';
import { distDir, rootDir } from './shared/buildPaths';

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.error('No build to read the text from: run `npm run build` first.');
  process.exit(1);
}
const file = path.join(rootDir, 'src', 'styles', 'fallback-fonts.css');
writeFileSync(file, fallbackFontsCss(fallbackFaces(siteText(distDir))));
console.log(`Written ${path.relative(rootDir, file)}; build again to use it.`);
