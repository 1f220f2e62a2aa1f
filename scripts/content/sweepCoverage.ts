import type { SweepRecord } from './schemas/accessibility.ts';

/**
 * Does the last sweep cover the site being built? (docs/decisions/053). The record names every page
 * and state it checked, with each page's fingerprint as the swept site gave it; the build gives the
 * same of itself (scripts/shared/siteFingerprint.ts). The sweep covers the site when it checked every
 * page and every state the sweep of this version checks, and nothing has changed since: each page's
 * HTML and the files the pages use are as they were. Pure: the prerender, the launch check and the
 * tests give it the built site.
 */

/** A page of the site being built: its address, its name and its fingerprint. */
export interface BuiltPage {
  path: string;
  name: string;
  html: string;
}

/** The site being built, as the comparison needs it. */
export interface BuiltSite {
  /** Every page of the route table. */
  pages: BuiltPage[];
  /** The page shown for an address that does not exist. */
  notFound: { name: string; html: string };
  /** The fingerprint of every other file the pages use. */
  files: string;
  /** The interactive states the sweep of this version checks (scripts/sweep/states.ts). */
  states: readonly { id: string; name: string }[];
}

/** A page as the statement names it; `path` is null for the page shown for an address that does not exist. */
export interface PageRef {
  path: string | null;
  name: string;
}

export type SweepCoverage =
  /** The sweep checked every page and state of this build, and none has changed since. */
  | { verdict: 'covered'; pages: number; states: number }
  | {
      verdict: 'not covered';
      /** The built site's pages, the not-found page included. */
      pages: number;
      /** Pages of the built site the sweep did not check (added since). */
      notSwept: PageRef[];
      /** Pages it checked whose HTML is different now. */
      changed: PageRef[];
      /** Interactive states the sweep of this version checks, which that sweep did not. */
      statesNotSwept: { id: string; name: string }[];
      /** The files the pages use (scripts, styles, fonts, images, video, captions) are different now. */
      filesChanged: boolean;
      /** The site swept did not say which version it was, so whether it changed cannot be told. */
      versionUnknown: boolean;
    }
  /**
   * Nothing to compare: an "old record" (written before the sweep recorded what it checked) or "no
   * build" (the content compiled on its own, as in `npm run dev` and the unit tests).
   */
  | { verdict: 'unknown'; why: 'old record' | 'no build' };

/** The sweep compared with the built site; null when no sweep is recorded. */
export function sweepCoverage(record: SweepRecord | null, site: BuiltSite | undefined): SweepCoverage | null {
  if (!record) return null;
  if (!record.swept) return { verdict: 'unknown', why: 'old record' };
  if (!site) return { verdict: 'unknown', why: 'no build' };
  const swept = record.swept;
  const versionUnknown = swept.files === null;
  const sweptPages = new Map(swept.pages.filter((page) => !page.notFound).map((page) => [page.path, page.html]));
  const sweptNotFound = swept.pages.find((page) => page.notFound);
  const notSwept: PageRef[] = [];
  const changed: PageRef[] = [];
  const compare = (ref: PageRef, html: string, sweptHtml: string | null | undefined) => {
    if (sweptHtml === undefined) notSwept.push(ref);
    else if (!versionUnknown && sweptHtml !== html) changed.push(ref);
  };
  for (const page of site.pages) compare({ path: page.path, name: page.name }, page.html, sweptPages.get(page.path));
  compare({ path: null, name: site.notFound.name }, site.notFound.html, sweptNotFound ? sweptNotFound.html : undefined);
  const sweptStates = new Set(swept.states.map((state) => state.id));
  const statesNotSwept = site.states.filter((state) => !sweptStates.has(state.id)).map(({ id, name }) => ({ id, name }));
  const filesChanged = !versionUnknown && swept.files !== site.files;
  const pages = site.pages.length + 1;
  if (!notSwept.length && !changed.length && !statesNotSwept.length && !filesChanged && !versionUnknown) {
    return { verdict: 'covered', pages, states: site.states.length };
  }
  return { verdict: 'not covered', pages, notSwept, changed, statesNotSwept, filesChanged, versionUnknown };
}
