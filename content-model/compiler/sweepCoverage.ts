import type { SweepRecord } from '../schemas/accessibility.ts';
import type { PageRef, SweepCoverage } from '../schemas/sweepCoverage.ts';

export type { PageRef, SweepCoverage };

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
