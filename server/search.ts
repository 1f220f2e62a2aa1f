import path from 'node:path';
import { Router, type Request } from 'express';
import { rateLimit } from 'express-rate-limit';
import { normaliseQuery, SEARCH_INDEX_PATH, SEARCH_PAGE_PATH } from '../src/lib/search/query';
import { escapeHtml } from '../src/lib/html';
import { errorPageHtml, type ErrorWords } from './errorPage';
import type { ServerTemplates } from './pageTemplates';
import { CLIENT_IPV6_PREFIX } from './clientPrefix';
import { searchThread } from './searchThread';
import { revalidateCacheControl } from './securityHeaders';

/**
 * Searches one client address may make in a minute. A person never meets it: with JavaScript on, the
 * search page searches in the browser and the server only answers the first; with it off, 60 is one
 * a second for a whole minute. A script making up words is held to it (issue 32), and the searches it gets
 * cost the server only their time: the word caches are bounded (content-model/search/stems.ts).
 */
export const SEARCH_RATE_LIMIT = { limit: 60, windowMs: 60_000 };

/**
 * The most searches that wait their turn in the search thread (./searchThread.ts). A search takes a few milliseconds, up to
 * twenty on a busy machine, so the last of 128 waits a second or two at most; a person never meets it,
 * and the attack of issue 43 (120 long queries at once, from eight addresses) is answered whole.
 */
export const SEARCHES_WAITING_AT_MOST = 128;

/** The seconds the busy page asks a visitor to wait before searching again. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** The 503 page's words when more searches are waiting than SEARCHES_WAITING_AT_MOST. */
export const searchBusyWords: ErrorWords = {
  heading: 'Sorry, search is busy just now',
  text: 'Many searches arrived at the same moment, so we could not answer yours. Please wait a few seconds, then search again.',
};

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
 * in the title, and the answer the browser would have written, by the same code (src/lib/search/),
 * worked out in a thread of its own (./searchThread.ts) so that pages never wait for a search.
 * The browser keeps that answer as it is.
 *
 * Without a query, the same page without its note that search needs JavaScript: here it does not.
 * The index is read from `distDir` at the first search, not at start, and kept.
 *
 * Searches, not the empty page, count towards SEARCH_RATE_LIMIT per client address (the contact
 * form's limiter, express-rate-limit; an IPv6 address by its /48, ./clientPrefix.ts); past it, a
 * 429 page in the site's style with Retry-After. Past SEARCHES_WAITING_AT_MOST searches waiting for
 * the search thread, a 503 page asks to search again in a few seconds.
 */
export function searchRouter(distDir: string, templates: ServerTemplates, { maxWaiting = SEARCHES_WAITING_AT_MOST } = {}): Router {
  const router = Router();
  const emptyPage = templates.search.fill({});
  const tooManyPage = errorPageHtml(templates.error, 429, tooManySearchesWords);
  const busyPage = errorPageHtml(templates.error, 503, searchBusyWords);
  const searches = searchThread(path.join(distDir, SEARCH_INDEX_PATH), maxWaiting);
  const limiter = rateLimit({
    ...SEARCH_RATE_LIMIT,
    ipv6Subnet: CLIENT_IPV6_PREFIX,
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
  router.get([SEARCH_PAGE_PATH, `${SEARCH_PAGE_PATH}/`], limiter, (req, res, next) => {
    const query = queryOf(req);
    res.setHeader('Cache-Control', revalidateCacheControl);
    res.type('html');
    if (!query) {
      res.send(emptyPage);
      return;
    }
    const answer = searches.search(query);
    if (!answer) {
      res.status(503).setHeader('Cache-Control', 'no-store');
      res.setHeader('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      res.send(busyPage);
      return;
    }
    answer.then(
      ({ count, results }) => res.send(templates.searchResults.fill({ count: escapeHtml(count), query: escapeHtml(query), results })),
      next,
    );
  });
  return router;
}
