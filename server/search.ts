import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Router, type Request } from 'express';
import { rateLimit } from 'express-rate-limit';
import { createSiteSearch, type SiteSearch } from '../src/lib/search/engine';
import { normaliseQuery, SEARCH_INDEX_PATH, SEARCH_PAGE_PATH } from '../src/lib/search/query';
import { escapeHtml } from '../src/lib/html';
import { countText, resultsHtml } from '../src/lib/search/resultsHtml';
import type { SearchIndexFile } from '../content-model/search/types.ts';
import { errorPageHtml, type ErrorWords } from './errorPage';
import type { ServerTemplates } from './pageTemplates';
import { revalidateCacheControl } from './securityHeaders';

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
 * JavaScript off on this server: the search page as the prerender rendered it for the server, its
 * slots filled (docs/decisions/075): the query in its field and the results' data-query, the count
 * in the title, and the answer the browser would have written, by the same code (src/lib/search/).
 * The browser keeps that answer as it is.
 *
 * Without a query, the same page without its note that search needs JavaScript: here it does not.
 * The index is read from `distDir` at the first search, not at start, and kept.
 *
 * Searches, not the empty page, count towards SEARCH_RATE_LIMIT per client address (the contact
 * form's limiter, express-rate-limit); past it, a 429 page in the site's style with Retry-After.
 */
export function searchRouter(distDir: string, templates: ServerTemplates): Router {
  const router = Router();
  const emptyPage = templates.search.fill({});
  const tooManyPage = errorPageHtml(templates.error, 429, tooManySearchesWords);
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
      res.send(emptyPage);
      return;
    }
    const { engine, file } = load();
    const outcome = engine.search(query);
    res.send(
      templates.searchResults.fill({
        count: escapeHtml(countText(outcome)),
        query: escapeHtml(query),
        results: resultsHtml(outcome, file.suggestions),
      }),
    );
  });
  return router;
}
