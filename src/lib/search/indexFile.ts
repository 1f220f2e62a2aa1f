import type {
  BestBet,
  PageLink,
  SearchDocument,
  SearchIndexFile,
  StoredDocument,
  SynonymGroup,
} from '../../../content-model/search/types.ts';

/** The index file of these documents: each page's address and title written once (the build writes it). */
export function indexFile(
  documents: readonly Omit<SearchDocument, 'id'>[],
  synonyms: readonly SynonymGroup[],
  suggestions: readonly PageLink[],
  bestBets: readonly BestBet[] = [],
  askUs: PageLink = { name: 'Contact Us', path: '/contact' },
): SearchIndexFile {
  const pages: [string, string][] = [];
  const pageIndex = new Map<string, number>();
  const stored = documents.map((document): StoredDocument => {
    const [path, anchor = ''] = document.url.split('#') as [string, string?];
    let page = pageIndex.get(path);
    if (page === undefined) {
      page = pages.push([path, document.page]) - 1;
      pageIndex.set(path, page);
    }
    return [document.kind, page, anchor, document.section ?? '', document.title, document.text];
  });
  return { synonyms, bestBets, askUs, suggestions, pages, documents: stored };
}

/** The documents of an index file, numbered in order (the search reads them). */
export function readDocuments(file: SearchIndexFile): SearchDocument[] {
  return file.documents.map(([kind, page, anchor, section, title, text], id) => {
    const [path, pageTitle] = file.pages[page]!;
    return { id, kind, url: anchor ? `${path}#${anchor}` : path, page: pageTitle, ...(section ? { section } : {}), title, text };
  });
}
