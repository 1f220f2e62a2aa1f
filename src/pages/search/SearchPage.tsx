import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { announce } from '../../components/layout/announcer';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Button } from '../../components/ui/Button';
import { fieldClasses } from '../../components/ui/fieldStyles';
import { normaliseQuery, SEARCH_PAGE_PATH } from '../../lib/search/query';
import { RESULTS_ID, RESULTS_QUERY_ATTRIBUTE, SEARCH_QUERY_FIELD_ID } from '../../lib/search/searchPageHooks';
import { countText, pageListHtml, regionHtml, resultsHtml, searchAnnouncement } from '../../lib/search/resultsHtml';
import { escapeHtml } from '../../lib/html';
import { useHeadTags } from '../../components/seo/head/HeadContext';
import { prerenderGiven } from '../../components/layout/prerenderGiven';
import { useCurrentRoute } from '../../routes/currentRoute';
import { documentTitle, routeTable } from '../../routes/routeTable';
import { loadSiteSearch, timedSearch, type LoadedSearch } from './loadSiteSearch';
import { pagesBySection } from './pageGroups';

/** The search code and the index, once loaded: kept while the visitor stays on the site. */
let loaded: LoadedSearch | null = null;

const loadFailure = 'Search could not load. Check your connection, then search again.';

/** What the results region shows, the query it answers ('' for none), and whether it is the list of every page. */
interface Region {
  html: string;
  answers: string;
  list: boolean;
}

/** Every page, by section, with the note that search needs JavaScript (shown only without it). */
const everyPage = (needsJavaScriptNote: boolean) => regionHtml(pageListHtml(pagesBySection(routeTable), needsJavaScriptNote));

/**
 * What the region starts with. When hydrating, exactly what the HTML has: the prerender's list of
 * every page, or the results the Node server wrote for this query (data-query names it), which are
 * kept as they are. On a client-side visit there is no HTML yet: the list, or "Searching…".
 */
function initialRegion(query: string): Region {
  const existing = typeof document === 'undefined' ? null : document.getElementById(RESULTS_ID);
  const answered = existing?.getAttribute(RESULTS_QUERY_ATTRIBUTE);
  if (existing) return { html: existing.innerHTML, answers: answered ?? '', list: !answered };
  if (typeof document === 'undefined' || !query) return { html: everyPage(true), answers: '', list: true };
  return { html: regionHtml(`<p>Searching for “${escapeHtml(query)}”…</p>`), answers: '', list: false };
}

/**
 * What the region starts with in the Node server's templates of this page (docs/decisions/075), where
 * search works without JavaScript: the list of every page without the note, or, with a query, the
 * server's answer, whose slot the prerender gives.
 */
function serverTemplateRegion(query: string, results: string): Region {
  return query ? { html: regionHtml(results), answers: query, list: false } : { html: everyPage(false), answers: '', list: true };
}

/**
 * The search page (issue 23, docs/decisions/051). The query is in the address (/search?q=…), so a
 * search can be bookmarked, shared and reached with Back. Results change only when the form is sent:
 * no suggestions while typing. The count is the results' heading, and is said once per search
 * through the page's status region; focus stays where the visitor left it.
 *
 * Without JavaScript the form still works: the Node server answers GET /search?q= with the results
 * in the HTML (server/search.ts), and a static host's page lists every page by section instead.
 */
export default function SearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = normaliseQuery(new URLSearchParams(location.search).get('q') ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  // The guard leaves the server's templates out of the browser's bundle (components/layout/Prerendered.tsx).
  const [initial] = useState<Region>(() =>
    (import.meta.env.SSR || import.meta.env.DEV) && prerenderGiven('searchPage')
      ? serverTemplateRegion(query, prerenderGiven('searchPage')!.results)
      : initialRegion(query),
  );
  const [firstKey] = useState(location.key);
  const [ready, setReady] = useState(loaded !== null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  // The results the server wrote for this very query are on screen until another search is sent.
  const fromServer = initial.answers !== '' && initial.answers === query && location.key === firstKey;

  // Once the search is loaded, a query is answered as the page renders: one render, nothing stale.
  // location.key: the same words sent again are a new search, and their count is said again.
  const outcome = useMemo(() => {
    if (!query || !ready || fromServer || !loaded) return null;
    return { ...timedSearch(loaded, query), key: location.key };
  }, [query, ready, fromServer, location.key]);
  const failed = failedKey === location.key;

  // The tab's title says what was found, as the server's does: "12 results for “braille” – Search | …".
  const route = useCurrentRoute();
  const [titleAsLoaded] = useState(() =>
    (import.meta.env.SSR || import.meta.env.DEV) && prerenderGiven('searchPage')
      ? `${prerenderGiven('searchPage')!.count} – ${documentTitle(route)}`
      : typeof document === 'undefined'
        ? ''
        : document.title,
  );
  const title = outcome ? `${countText(outcome)} – ${documentTitle(route)}` : fromServer ? titleAsLoaded : undefined;
  useHeadTags(title ? { title, titlePriority: 1 } : {});

  // The field shows the query searched, also after Back or Forward (the prerendered field is empty).
  useEffect(() => {
    if (inputRef.current && inputRef.current.value !== query) inputRef.current.value = query;
  }, [query]);

  // The first search loads the search code and the index; a failure is told, and the next search tries again.
  useEffect(() => {
    if (!query || ready || fromServer) return undefined;
    let current = true;
    const key = location.key;
    loadSiteSearch().then(
      (search) => {
        loaded = search;
        if (current) setReady(true);
      },
      () => {
        if (current) setFailedKey(key);
      },
    );
    return () => {
      current = false;
    };
  }, [query, ready, fromServer, location.key]);

  useEffect(() => {
    if (outcome) announce(searchAnnouncement(outcome), { kind: 'search-count', showMs: 1000 });
    else if (failed) announce(loadFailure, { kind: 'search-count', showMs: 1000 });
  }, [outcome, failed]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const words = normaliseQuery(inputRef.current?.value ?? '');
    // The same words sent again are a new search (a new location, so its count is said again), but
    // not a new place in the history: Back goes to the search before, not to this one again.
    navigate(words ? `${SEARCH_PAGE_PATH}?q=${encodeURIComponent(words)}` : SEARCH_PAGE_PATH, { replace: words === query });
  }

  // The results are HTML written by resultsHtml(): their links go through the router, as <Link>s would.
  function followLink(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const href = link.getAttribute('href') ?? '';
    if (!href.startsWith('/')) return;
    event.preventDefault();
    navigate(href);
  }

  // What the region shows: no query, the list of every page (as prerendered, when that is what it
  // holds); the server's results; the answer; or, until the search has loaded, what it held.
  let shown: { html: string; answers: string };
  if (!query) shown = { html: initial.list ? initial.html : everyPage(false), answers: '' };
  else if (fromServer) shown = initial;
  else if (outcome && loaded) shown = { html: regionHtml(resultsHtml(outcome, loaded.suggestions)), answers: query };
  else if (failed) shown = { html: regionHtml(`<h2 class="text-2xl">${loadFailure}</h2>`), answers: '' };
  else shown = { html: initial.html, answers: '' };

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs />
      <h1 className="text-3xl sm:text-4xl">Search</h1>
      <p className="mt-4 text-lg">
        Find an answer anywhere on this site: a keystroke in the screen reader tutorials, a tip in a quick guide, a term in the glossary, a
        question about training or Access to Work.
      </p>
      <form role="search" aria-label="Search this site" action={SEARCH_PAGE_PATH} method="get" onSubmit={onSubmit} className="mt-6">
        <label htmlFor={SEARCH_QUERY_FIELD_ID} className="block font-bold">
          Search this site
        </label>
        <p id="search-page-hint" className="text-base text-muted-foreground">
          A program, a key, a task or a question, such as “Insert+F7” or “how do I stop JAWS talking”.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <input
            ref={inputRef}
            id={SEARCH_QUERY_FIELD_ID}
            type="search"
            name="q"
            defaultValue={query}
            aria-describedby="search-page-hint"
            enterKeyHint="search"
            className={`min-h-11 min-w-0 flex-1 basis-60 ${fieldClasses()}`}
          />
          <Button type="submit">Search</Button>
        </div>
      </form>
      {/* Links inside are followed by the router; each is a real link, reached and used by keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        id={RESULTS_ID}
        {...{ [RESULTS_QUERY_ATTRIBUTE]: shown.answers }}
        className="search-results mt-10"
        onClick={followLink}
        dangerouslySetInnerHTML={{ __html: shown.html }}
      />
    </div>
  );
}
