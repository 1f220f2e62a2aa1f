import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/shared/buildPaths';
import { pageDocuments } from '../../scripts/search/pageDocuments';
import {
  isSearchItemKind,
  SEARCH_ATTRIBUTE,
  SEARCH_BODY_ATTRIBUTE,
  SEARCH_IGNORE,
  SEARCH_ITEM_ATTRIBUTE,
  SEARCH_ITEM_KINDS,
  SEARCH_TITLE_ATTRIBUTE,
  searchItemSelector,
} from '../../src/lib/search/htmlHooks';
import { readDocuments } from '../../src/lib/search/indexFile';
import { SEARCH_INDEX_PATH } from '../../src/lib/search/query';
import type { SearchDocument, SearchIndexFile } from '../../content-model/search/types.ts';
import { routeTable } from '../../src/routes/routeTable';
import { builtPage } from './builtSite';

/*
 * The seam between the pages and the search index (issue 33, docs/decisions/062): what the pages
 * draw as an item of its own, the index can classify, and does. Over the prerendered pages (npm test
 * builds first), the truth the index is made from.
 */
const pages = routeTable.map((route) => ({ path: route.path, document: new JSDOM(builtPage(route.path)).window.document }));
const ignored = `[${SEARCH_ATTRIBUTE}="${SEARCH_IGNORE}"]`;

let documents: SearchDocument[];
beforeAll(() => {
  documents = readDocuments(JSON.parse(readFileSync(path.join(distDir, SEARCH_INDEX_PATH), 'utf8')) as SearchIndexFile);
});

describe('the search hooks in the built pages', () => {
  it('mark every disclosure (<details>) as an item of a kind the index knows, or leave it out of the search', () => {
    const unmarked = pages.flatMap(({ path: page, document }) =>
      [...document.querySelectorAll('main details')]
        .filter((details) => !isSearchItemKind(details.getAttribute(SEARCH_ITEM_ATTRIBUTE)) && !details.closest(ignored))
        .map(
          (details) =>
            `${page}: <details id="${details.id}"> ${SEARCH_ITEM_ATTRIBUTE}="${details.getAttribute(SEARCH_ITEM_ATTRIBUTE) ?? ''}"`,
        ),
    );
    expect(unmarked).toEqual([]);
  });

  it('give every item a kind the index knows, an id to link to, a title with words and a body', () => {
    const faults = pages.flatMap(({ path: page, document }) =>
      [...document.querySelectorAll(searchItemSelector())].flatMap((item) => {
        const title = item.querySelector(`[${SEARCH_TITLE_ATTRIBUTE}]`);
        // An item's address is its own id, else its title's (the downloads' heading).
        const id = item.id || title?.id;
        const where = `${page}#${id}`;
        return [
          isSearchItemKind(item.getAttribute(SEARCH_ITEM_ATTRIBUTE)) ? '' : `${where}: kind "${item.getAttribute(SEARCH_ITEM_ATTRIBUTE)}"`,
          id ? '' : `${where}: no id`,
          title?.textContent?.trim() ? '' : `${where}: no title`,
          item.querySelector(`[${SEARCH_BODY_ATTRIBUTE}]`) ? '' : `${where}: no body`,
        ].filter(Boolean);
      }),
    );
    expect(faults).toEqual([]);
    // Each kind is drawn somewhere: a hook no page uses would be a name that means nothing.
    const drawn = new Set(
      pages.flatMap(({ document }) =>
        [...document.querySelectorAll(searchItemSelector())].map((item) => item.getAttribute(SEARCH_ITEM_ATTRIBUTE)),
      ),
    );
    expect([...drawn].sort()).toEqual([...SEARCH_ITEM_KINDS].sort());
  });

  it('become, each item, one document of its kind in the index, at its own address', () => {
    for (const kind of SEARCH_ITEM_KINDS) {
      const drawn = pages.flatMap(({ path: page, document }) =>
        [...document.querySelectorAll(searchItemSelector(kind))]
          .filter((item) => !item.closest(ignored))
          .map((item) => `${page}#${item.id || item.querySelector(`[${SEARCH_TITLE_ATTRIBUTE}]`)?.id}`),
      );
      const indexed = documents.filter((document) => document.kind === kind).map((document) => document.url);
      expect(indexed.sort(), kind).toEqual(drawn.sort());
    }
  });
});

describe('the index reading a page', () => {
  const page = (item: string) => `<main><h1>Page</h1>${item}</main>`;

  it('classifies an item by its hook, whatever the markup around it', () => {
    const documents = pageDocuments(
      page(
        `<section ${SEARCH_ITEM_ATTRIBUTE}="term" id="jaws"><h3 ${SEARCH_TITLE_ATTRIBUTE}>JAWS</h3><p ${SEARCH_BODY_ATTRIBUTE}>A screen reader.</p></section>`,
      ),
      '/glossary',
    );
    expect(documents.at(-1)).toMatchObject({ kind: 'term', url: '/glossary#jaws', title: 'JAWS', text: 'A screen reader.' });
  });

  it('stops, in plain words, at an item of a kind it does not know or with no title', () => {
    expect(() =>
      pageDocuments(
        page(`<details ${SEARCH_ITEM_ATTRIBUTE}="recipe" id="x"><summary ${SEARCH_TITLE_ATTRIBUTE}>X</summary></details>`),
        '/p',
      ),
    ).toThrow('/p: an item marked data-search-item="recipe" is of a kind the search index does not know');
    expect(() => pageDocuments(page(`<details ${SEARCH_ITEM_ATTRIBUTE}="faq" id="x"><summary>X</summary></details>`), '/p')).toThrow(
      '/p: an item marked data-search-item="faq" has no data-search-title part',
    );
  });
});
