import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { createSiteSearch, type SiteSearch } from '../src/lib/search/engine';
import { normaliseQuery, SEARCH_INDEX_PATH, SEARCH_PAGE_PATH } from '../src/lib/search/query';
import { countText, escapeHtml, regionHtml, RESULTS_END, RESULTS_START, resultsHtml } from '../src/lib/search/resultsHtml';
import type { SearchIndexFile } from '../src/lib/search/types';
import { revalidateCacheControl } from './securityHeaders';

/** The prerendered page's parts the answer changes. */
const needsJavaScriptNote = /<p id="search-needs-javascript"[^>]*>.*?<\/p>/s;
const queryField = /<input\b[^>]*\bid="search-page-query"[^>]*>/;
const resultsRegion = new RegExp(`${RESULTS_START}.*?${RESULTS_END}`, 's');

/**
 * GET /search?q=… with the results in the HTML (issue 23, docs/decisions/051), so search works with
 * JavaScript off on this server: the prerendered search page, with the query in its field and the
 * title, and the answer the browser would have written, by the same code (src/lib/search/). The
 * page's data-query names the query answered, and the browser keeps the answer as it is.
 *
 * Without a query, the same page without its note that search needs JavaScript: here it does not.
 * The index is read at the first search, not at start, and kept.
 */
export function searchRouter(distDir: string): Router {
  const router = Router();
  const pageFile = path.join(distDir, 'search', 'index.html');
  if (!existsSync(pageFile)) return router;
  const page = readFileSync(pageFile, 'utf8');
  let loaded: { engine: SiteSearch; file: SearchIndexFile } | null = null;
  const load = () => {
    if (!loaded) {
      const file = JSON.parse(readFileSync(path.join(distDir, SEARCH_INDEX_PATH), 'utf8')) as SearchIndexFile;
      loaded = { engine: createSiteSearch(file), file };
    }
    return loaded;
  };

  router.get([SEARCH_PAGE_PATH, `${SEARCH_PAGE_PATH}/`], (req, res) => {
    const given = req.query.q;
    const query = normaliseQuery(typeof given === 'string' ? given : Array.isArray(given) && typeof given[0] === 'string' ? given[0] : '');
    res.setHeader('Cache-Control', revalidateCacheControl);
    res.type('html');
    if (!query) {
      res.send(page.replace(needsJavaScriptNote, ''));
      return;
    }
    const { engine, file } = load();
    const outcome = engine.search(query);
    const html = page
      .replace(needsJavaScriptNote, '')
      .replace(resultsRegion, () => regionHtml(resultsHtml(outcome, file.suggestions)))
      .replace(/(<div id="search-results" data-query=")[^"]*"/, (_match, start: string) => `${start}${escapeHtml(query)}"`)
      .replace(queryField, (field) => field.replace(/\svalue="[^"]*"/, '').replace(/\/?>$/, (end) => ` value="${escapeHtml(query)}"${end}`))
      .replace(/<title>/, () => `<title>${escapeHtml(countText(outcome))} – `);
    res.send(html);
  });
  return router;
}
