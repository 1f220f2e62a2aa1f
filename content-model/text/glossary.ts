/** The glossary's filtering (SPEC §4 "Glossary page", §5 "Glossary search"), as pure functions. */
export interface FilterableTerm {
  term: string;
  definition: string;
  category: string;
}

export const ALL_CATEGORIES = 'all';

/**
 * Alphabetical order, ignoring case. Deliberately not localeCompare or Intl.Collator: the first use
 * of either loads the browser's collation data, a long task while the glossary hydrates on a slow
 * phone (docs/decisions/014). For English words, as the glossary's terms are, the order is the same
 * (tests/unit/glossary/glossary.test.ts checks it against localeCompare for every term).
 */
export function compareTerms(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * Terms whose name or definition contains the search text (case-insensitive, not validated), in the
 * chosen category ("all" for every category), sorted alphabetically by term.
 */
export function filterTerms<T extends FilterableTerm>(terms: readonly T[], search: string, category: string): T[] {
  const needle = search.trim().toLowerCase();
  return terms
    .filter((term) => category === ALL_CATEGORIES || term.category === category)
    .filter((term) => !needle || term.term.toLowerCase().includes(needle) || term.definition.toLowerCase().includes(needle))
    .sort((a, b) => compareTerms(a.term, b.term));
}

/** "all" plus each distinct category, in the order categories first appear. */
export function filterCategories(terms: readonly FilterableTerm[]): string[] {
  return [ALL_CATEGORIES, ...new Set(terms.map((term) => term.category))];
}

/** SPEC: "Showing N of M terms". */
export function countText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} terms`;
}
