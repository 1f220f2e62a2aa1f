/** The glossary's filtering (SPEC §4 "Glossary page", §5 "Glossary search"), as pure functions. */
export interface FilterableTerm {
  term: string;
  definition: string;
  category: string;
}

export const ALL_CATEGORIES = 'all';

/**
 * Terms whose name or definition contains the search text (case-insensitive, not validated), in the
 * chosen category ("all" for every category), sorted alphabetically by term.
 */
export function filterTerms<T extends FilterableTerm>(terms: readonly T[], search: string, category: string): T[] {
  const needle = search.trim().toLocaleLowerCase('en-GB');
  return terms
    .filter((term) => category === ALL_CATEGORIES || term.category === category)
    .filter(
      (term) =>
        !needle || term.term.toLocaleLowerCase('en-GB').includes(needle) || term.definition.toLocaleLowerCase('en-GB').includes(needle),
    )
    .sort((a, b) => a.term.localeCompare(b.term, 'en-GB', { sensitivity: 'base' }));
}

/** "all" plus each distinct category, in the order categories first appear. */
export function filterCategories(terms: readonly FilterableTerm[]): string[] {
  return [ALL_CATEGORIES, ...new Set(terms.map((term) => term.category))];
}

/** SPEC: "Showing N of M terms". */
export function countText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} terms`;
}
