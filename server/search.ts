import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router, type Request } from 'express';
import { rateLimit } from 'express-rate-limit';
import { createSiteSearch, type SiteSearch } from '../src/lib/search/engine';
import { normaliseQuery, SEARCH_INDEX_PATH, SEARCH_PAGE_PATH } from '../src/lib/search/query';
import {
  RESULTS_END,
  RESULTS_ID,
  RESULTS_QUERY_ATTRIBUTE,
  RESULTS_START,
  SEARCH_NEEDS_JAVASCRIPT_ID,
  SEARCH_QUERY_FIELD_ID,
} from '../src/lib/search/searchPageHooks';
import { countText, regionHtml, resultsHtml } from '../src/lib/search/resultsHtml';
import { escapeHtml } from '../src/lib/html';
import type { SearchIndexFile } from '../content-model/search/types.ts';
import { errorPageHtml, type ErrorWords } from './errorPage';
import { revalidateCacheControl } from './securityHeaders';

/**
 * The prerendered page's parts the answer changes, found by the hooks both sides import
 * (src/lib/search/searchPageHooks.ts): plain words, so they go into the patterns as they are.
 */
const needsJavaScriptNote = new RegExp(`<p id="${SEARCH_NEEDS_JAVASCRIPT_ID}"[^>]*>.*?</p>`, 's');
const queryField = new RegExp(`<input\\b[^>]*\\bid="${SEARCH_QUERY_FIELD_ID}"[^>]*>`);
const resultsRegion = new RegExp(`${RESULTS_START}.*?${RESULTS_END}`, 's');
const answeredQuery = new RegExp(`(<div id="${RESULTS_ID}" ${RESULTS_QUERY_ATTRIBUTE}=")[^"]*"`);

/**
 * Searches one client address may make in a minute. A person never meets it: with JavaScript on, the
 * search page searches in the browser and the server only answers the first; with it off, 60 is one
 * a second for a whole minute. A script making up words is held to it (issue 32), and the searches it gets
 * cost the server only their time: the word caches are bounded (content-model/search/stems.ts).
 */
export const SEARCH_RATE_LIMIT = { limit: 60, windowMs: 60_000 };

/** The 429 page's words: what happened, and when to search again. */
export const tooManySearchesWords: ErrorWords = {
  heading: 'Sorry, too many searches at once',
  text: 'More searches came from your connection in the last minute than a person makes, so we have paused them to keep the site working for everyone. Please wait a minute, then search again.',
};

/** The query asked for, as the search answers it: the first `q` if there are several. */
function queryOf(req: Request): string {
  const given = req.query.q;
  return normaliseQuery(typeof given === 'string' ? given : Array.isArray(given) && typeof given[0] === 'string' ? given[0] : '');
}

/**
 * GET /search?q=… with the results in the HTML (issue 23, docs/decisions/051), so search works with
 * JavaScript off on this server: the prerendered search page, with the query in its field and the
 * title, and the answer the browser would have written, by the same code (src/lib/search/). The
 * page's data-query names the query answered, and the browser keeps the answer as it is.
 *
 * Without a query, the same page without its note that search needs JavaScript: here it does not.
 * The index is read at the first search, not at start, and kept.
 *
 * Searches, not the empty page, count towards SEARCH_RATE_LIMIT per client address (the contact
 * form's limiter, express-rate-limit); past it, a 429 page in the site's style with Retry-After.
 */
export function searchRouter(distDir: string, notFoundHtml: string): Router {
  const router = Router();
  const pageFile = path.join(distDir, 'search', 'index.html');
  if (!existsSync(pageFile)) return router;
  const page = readFileSync(pageFile, 'utf8');
  const tooManyPage = errorPageHtml(notFoundHtml, 429, tooManySearchesWords);
  const limiter = rateLimit({
    ...SEARCH_RATE_LIMIT,
    // Sets Retry-After (the seconds until the minute ends) on the 429.
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    skip: (req) => !queryOf(req),
    handler: (_req, res) => {
      // Not kept by a browser or a proxy: the same address answers again in a minute.
      res.status(429).setHeader('Cache-Control', 'no-store');
      res.type('html').send(tooManyPage);
    },
  });
  let loaded: { engine: SiteSearch; file: SearchIndexFile } | null = null;
  const load = () => {
    if (!loaded) {
      const file = JSON.parse(readFileSync(path.join(distDir, SEARCH_INDEX_PATH), 'utf8')) as SearchIndexFile;
      loaded = { engine: createSiteSearch(file), file };
    }
    return loaded;
  };

  router.get([SEARCH_PAGE_PATH, `${SEARCH_PAGE_PATH}/`], limiter, (req, res) => {
    const query = queryOf(req);
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
      .replace(answeredQuery, (_match, start: string) => `${start}${escapeHtml(query)}"`)
      .replace(queryField, (field) => field.replace(/\svalue="[^"]*"/, '').replace(/\/?>$/, (end) => ` value="${escapeHtml(query)}"${end}`))
      .replace(/<title>/, () => `<title>${escapeHtml(countText(outcome))} – `);
    res.send(html);
  });
  return router;
}
