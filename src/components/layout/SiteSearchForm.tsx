import { SEARCH_PAGE_PATH } from '../../lib/search/query';
import { Button } from '../ui/Button';
import { fieldClasses } from '../ui/fieldStyles';

/**
 * The search form of every page's header (issue 23, docs/decisions/051): a visible label, a field and
 * a Search button, sent to /search?q=… as a plain form. It needs no JavaScript, and adds none to any
 * page: the search page answers (the Node server writes the results into its HTML; in the browser,
 * the search page's own code does). On phones it is the first thing in the menu.
 */
export function SiteSearchForm({ id, className }: { id: string; className: string }) {
  return (
    <form
      id={id}
      role="search"
      aria-label="Site"
      action={SEARCH_PAGE_PATH}
      method="get"
      className={`site-search flex-wrap items-center gap-x-3 gap-y-1 ${className}`}
    >
      <label htmlFor="site-search-query" className="font-bold">
        Search this site
      </label>
      <span className="flex min-w-0 flex-1 basis-56 gap-2">
        <input id="site-search-query" type="search" name="q" enterKeyHint="search" className={`min-h-11 min-w-0 ${fieldClasses()}`} />
        <Button type="submit" className="shrink-0">
          Search
        </Button>
      </span>
    </form>
  );
}
