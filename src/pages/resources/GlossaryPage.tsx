import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/ui/BackLink';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { fieldClasses } from '../../components/ui/fieldStyles';
import { glossaryTerms } from '../../content/generated/glossaryTerms';
import { searchBody, searchItem, searchTitle } from '../../lib/search/htmlHooks';
import { useOpenWhenAddressed } from '../../components/ui/useOpenWhenAddressed';
import { ALL_CATEGORIES, countText, filterCategories, filterTerms } from '../../../content-model/text/glossary.ts';
import { announce } from '../../components/layout/announcer';
import { useCurrentRoute } from '../../routes/currentRoute';

const idByTerm = new Map(glossaryTerms.map((term) => [term.term, term.id]));
const categories = filterCategories(glossaryTerms);
/** Long enough to let a visitor finish typing before the count is read out. */
const ANNOUNCE_AFTER_MS = 900;
/** How long the count stays in the page's status region. */
const ANNOUNCE_SHOW_MS = 1000;

/**
 * Says the count once the list has changed: after typing pauses, or at once after a filter button.
 * Every change is said, even when the count is the same as before (another category of two terms is
 * another list). Nothing is said on arrival. The count goes through the page's one status region
 * (announcer.ts); the visible count is plain text, so reading the page meets it once.
 */
function useCountAnnouncement(status: string, search: string, category: string) {
  const lastSaid = useRef({ search, category });
  useEffect(() => {
    const last = lastSaid.current;
    if (last.search === search && last.category === category) return undefined;
    const delay = last.category !== category ? 0 : ANNOUNCE_AFTER_MS;
    const timer = window.setTimeout(() => {
      lastSaid.current = { search, category };
      announce(status, { kind: 'glossary-count', showMs: ANNOUNCE_SHOW_MS });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [status, search, category]);
}

/**
 * The glossary (SPEC §2, §4, §5): a search box and category filters (aria-pressed) combined, results
 * sorted by term, "Showing N of M terms" (said once typing pauses, not at every key), the empty
 * message, and an accordion of terms (one open at a time). Related terms, and a #fragment in the
 * address, open their entry. With JavaScript off every term is listed and readable.
 */
export default function GlossaryPage() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const navigate = useNavigate();
  const searchId = useId();
  const route = useCurrentRoute();

  const shown = filterTerms(glossaryTerms, search, category);
  const status = shown.length ? countText(shown.length, glossaryTerms.length) : 'No terms found matching your search.';
  useCountAnnouncement(status, search, category);

  // A fragment (on arrival, after a related term, on Back and Forward) opens its term; where focus
  // goes is the layout's (useRouteChange): to the term's summary, or back to the link followed.
  useOpenWhenAddressed();

  function followRelated(event: MouseEvent<HTMLAnchorElement>, id: string) {
    event.preventDefault();
    // The related term may be hidden by the current search or filter: show everything first.
    if (!shown.some((term) => term.id === id)) {
      flushSync(() => {
        setSearch('');
        setCategory(ALL_CATEGORIES);
      });
    }
    // Opened now too: the address may already name it (the same related term followed twice).
    const entry = document.getElementById(id);
    if (entry instanceof HTMLDetailsElement) entry.open = true;
    navigate({ hash: id });
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs />
      {/* The page's one name (SPEC §2 "Glossary"), from its entry in src/content/pages.yaml. */}
      <h1 className="text-3xl sm:text-4xl">{route.name}</h1>
      <p className="mt-4 text-lg">
        Plain-English explanations of the assistive technology and web accessibility terms you will meet in training, in our guides and at
        work.
      </p>

      <div className="js-only mt-8 space-y-4">
        <search>
          <label htmlFor={searchId} className="block font-bold">
            Search terms
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
            className={`mt-1 min-h-11 ${fieldClasses()} sm:max-w-md`}
          />
        </search>
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          {categories.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={category === name}
              onClick={() => setCategory(name)}
              className={`min-h-11 rounded-full border-2 px-4 py-1 text-base font-bold ${
                category === name
                  ? 'border-primary bg-primary text-primary-foreground underline'
                  : 'border-control-border bg-background text-foreground hover:bg-secondary'
              }`}
            >
              {name === ALL_CATEGORIES ? 'All' : name}
            </button>
          ))}
        </div>
        <p className="font-bold">{status}</p>
      </div>

      {shown.length ? (
        <div className="mt-6 divide-y-2 divide-border rounded-lg border-2 border-border">
          {shown.map((term) => (
            // `name` makes one accordion (one term open at a time); what the index and the sweep read is
            // the search hooks (src/lib/search/htmlHooks.ts).
            <details key={term.id} id={term.id} name="glossary" className="group" {...searchItem('term')}>
              <summary className="flex min-h-12 cursor-pointer list-none flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 hover:bg-secondary [&::-webkit-details-marker]:hidden">
                {/* Spoken as "Access to Work, category: General", not run together into one name. */}
                <span className="font-bold" {...searchTitle}>
                  {term.term}
                  <span className="sr-only">, category:</span>
                </span>
                <span className="flex items-center gap-3 text-base text-muted-foreground">
                  {term.category}
                  <span aria-hidden="true" className="text-2xl leading-none text-foreground transition-transform group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <div className="px-4 pt-1 pb-4" {...searchBody}>
                <p>{term.definition}</p>
                {term.relatedTerms.length ? (
                  <p className="mt-3">
                    <span className="font-bold">Related terms: </span>
                    {term.relatedTerms.map((related, index) => {
                      const id = idByTerm.get(related);
                      return (
                        <span key={related}>
                          {index > 0 ? ', ' : ''}
                          {id ? (
                            <a href={`#${id}`} onClick={(event) => followRelated(event, id)}>
                              {related}
                            </a>
                          ) : (
                            related
                          )}
                        </span>
                      );
                    })}
                  </p>
                ) : null}
              </div>
            </details>
          ))}
        </div>
      ) : null}

      <BackLink to="/resources">Back to resources</BackLink>
    </div>
  );
}
