import type { ConformanceReport, StatementEvidence } from '../../../content-model/schemas';
import type { WrittenDownload } from '../../../content-model/downloads/files';

/**
 * Prerender-only values the prerender makes while it builds the site: the statement's evidence and
 * the conformance report, compared with the site just built (docs/decisions/053), and the downloads
 * with their sizes (docs/decisions/068). The compiled ones cannot be: they are made before the site
 * is. A page reads them with `prerenderGiven` only behind a prerendered part's guard (./Prerendered.tsx),
 * e.g. `(import.meta.env.SSR || import.meta.env.DEV) && compiled && (prerenderGiven(name) ?? compiled)`,
 * so that neither they nor this module reach the browser's bundle. A module of its own for that reason:
 * in Prerendered.tsx, which the browser loads, it was kept as an export nothing used.
 */
export interface PrerenderGiven {
  statementEvidence?: StatementEvidence;
  conformanceReport?: ConformanceReport;
  /** Every tutorial's and quick guide's downloads as written, with their sizes (docs/decisions/068). */
  downloads?: WrittenDownload[];
  /**
   * The Node server's templates (scripts/prerender/serverTemplates.ts, docs/decisions/075): the pages
   * it fills, rendered by their own components with the slots' markers as their words. The search
   * page: there search works without JavaScript (no note that it needs it); with a query, its answer
   * and its count are these.
   */
  searchPage?: { count: string; results: string };
  /** The not-found page as the server's error page: its status, heading and text are these. */
  errorPage?: { status: string; heading: string; text: string };
  /** The page's name and description in the head, in place of its route's (the error page's heading and text). */
  pageWords?: { name: string; description: string };
}

let given: PrerenderGiven = {};

/** For src/entry-server.tsx: `render` (renderToString, which is synchronous) sees `values`, and nothing after it does. */
export function renderWithGiven<T>(values: PrerenderGiven, render: () => T): T {
  given = values;
  try {
    return render();
  } finally {
    given = {};
  }
}

/** The value the prerender gave the page being rendered, if any. */
export function prerenderGiven<K extends keyof PrerenderGiven>(name: K): PrerenderGiven[K] {
  return given[name];
}
