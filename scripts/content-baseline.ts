/**
 * `npx tsx scripts/content-baseline.ts`: records every prerendered page of dist/ (title, description,
 * JSON-LD, <main>) into tests/fixtures/content-baseline/pages.json. It was run once before content
 * moved to Markdown and YAML (issue 14); tests/dist/contentBaseline.test.ts compares every build with
 * it. Run it again only for a deliberate change of the words, and review the diff it makes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { baselineFile, builtPages } from './lib/contentBaseline';
import { snapshotHtml } from './lib/pageSnapshot';
import { distDir } from './lib/paths';

const pages = Object.fromEntries(builtPages().map((file) => [file, snapshotHtml(readFileSync(path.join(distDir, file), 'utf8'))]));
mkdirSync(path.dirname(baselineFile), { recursive: true });
writeFileSync(baselineFile, `${JSON.stringify(pages, null, 1)}\n`);
console.log(`Recorded ${Object.keys(pages).length} pages in ${path.relative(process.cwd(), baselineFile)}`);
