import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { serverTemplateFiles, serverTemplatesDir, type ServerTemplateName } from '../../server/paths';
import type { PrerenderGiven } from '../../src/components/layout/prerenderGiven';
import type { RenderOptions } from '../../src/entry-server';
import { ERROR_PAGE_SLOTS } from '../../src/lib/errorPageHooks';
import { SEARCH_PAGE_PATH } from '../../src/lib/search/query';
import { SEARCH_PAGE_SLOTS } from '../../src/lib/search/searchPageHooks';

/** The prerender's rendering of one address to a whole page, as for the pages it writes into dist/. */
export type RenderHtml = (url: string, given: PrerenderGiven, options?: RenderOptions) => Promise<string>;

/**
 * The pages the Node server fills in (docs/decisions/075), rendered as every page is (renderToString
 * and unhead, the same components), with the slots' markers where the server writes:
 *   - search.html: the search page, as the server answers it without a query (no note that search
 *     needs JavaScript: there it does not);
 *   - search-results.html: the same page for the query SEARCH_PAGE_SLOTS.query, with the count and the
 *     answer as slots;
 *   - error.html: the not-found page with its status, heading and text as slots, its title and
 *     description made from them, and no client entry: no scripts, the no-JavaScript stylesheets applied.
 * They are written into dist-server/templates/, never dist/: a static host has no server to fill them.
 */
export async function serverTemplates(render: RenderHtml): Promise<Record<ServerTemplateName, string>> {
  const searchPage = { count: SEARCH_PAGE_SLOTS.count, results: SEARCH_PAGE_SLOTS.results };
  const { status, heading, text } = ERROR_PAGE_SLOTS;
  return {
    search: await render(`http://localhost${SEARCH_PAGE_PATH}`, { searchPage }),
    searchResults: await render(`http://localhost${SEARCH_PAGE_PATH}?q=${encodeURIComponent(SEARCH_PAGE_SLOTS.query)}`, { searchPage }),
    // An address no route has: the not-found page.
    error: await render(
      'http://localhost/404',
      { errorPage: { status, heading, text }, pageWords: { name: heading, description: text } },
      { clientEntry: false },
    ),
  };
}

export async function writeServerTemplates(render: RenderHtml): Promise<void> {
  const templates = await serverTemplates(render);
  mkdirSync(serverTemplatesDir, { recursive: true });
  for (const [name, html] of Object.entries(templates)) {
    writeFileSync(path.join(serverTemplatesDir, serverTemplateFiles[name as ServerTemplateName]), html);
  }
}
