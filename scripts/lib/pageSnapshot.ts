import { existsSync, readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { htmlFileFor } from './paths';

/**
 * What a visitor and a search engine get from one prerendered page, for the content baseline
 * (tests/dist/contentBaseline.test.ts): the title, the meta description, every JSON-LD block and the
 * markup of <main>. Whitespace runs are collapsed to one space (and trimmed at tag boundaries), so a
 * change of indentation or line wrapping in a content file is not a change of the page; any change of
 * words, elements, attributes or structured data is.
 */
export interface PageSnapshot {
  title: string;
  description: string;
  jsonLd: unknown[];
  main: string;
}

export function normaliseWhitespace(html: string): string {
  return html.replace(/\s+/g, ' ').replace(/> </g, '><').trim();
}

export function snapshotHtml(html: string): PageSnapshot {
  const { document } = new JSDOM(html).window;
  const main = document.querySelector('main');
  return {
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? 'null') as unknown,
    ),
    main: main ? normaliseWhitespace(main.outerHTML) : '',
  };
}

export function snapshotRoute(routePath: string): PageSnapshot {
  const file = htmlFileFor(routePath);
  if (!existsSync(file)) throw new Error(`${file} is missing: run the build (npx tsx scripts/build.ts) first`);
  return snapshotHtml(readFileSync(file, 'utf8'));
}
