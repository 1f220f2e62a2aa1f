import type { SiteSearch } from '../../lib/search/engine';
import type { SearchOutcome } from '../../lib/search/outcome';
import { SEARCH_INDEX_PATH } from '../../lib/search/query';
import type { PageLink, SearchIndexFile } from '../../../content-model/search/types.ts';

export interface LoadedSearch {
  engine: SiteSearch;
  suggestions: readonly PageLink[];
}

let loading: Promise<LoadedSearch> | null = null;

/** The answer to `query`, measured for npm run bench:search (a User Timing entry, which costs nothing unread). */
export function timedSearch(search: LoadedSearch, query: string): SearchOutcome {
  const started = performance.now();
  const outcome = search.engine.search(query);
  performance.measure('site search', { start: started });
  return outcome;
}

/**
 * The search code and the index, fetched once, the first time a search is made (or the header's
 * field is focused): no other page's first visit downloads either (issue 23, docs/decisions/051).
 * A failed fetch is forgotten, so the next search tries again.
 */
export function loadSiteSearch(): Promise<LoadedSearch> {
  loading ??= Promise.all([
    import('../../lib/search/engine'),
    fetch(SEARCH_INDEX_PATH).then((response) => {
      if (!response.ok) throw new Error(`The search index answered ${response.status}`);
      return response.json() as Promise<SearchIndexFile>;
    }),
  ]).then(([{ createSiteSearch }, file]) => ({ engine: createSiteSearch(file), suggestions: file.suggestions }));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
