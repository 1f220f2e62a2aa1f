/**
 * What the build says of the last sweep (content-model/compiler/sweepCoverage.ts works it out): the
 * statement and the conformance report render it (docs/decisions/053).
 */

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
