import path from 'node:path';
import { annotationOf, annotationsPerStep, workflowErrorCommand, type OwnerProblem } from '../../server/admin/ownerProblems';
import { sweepCoverage } from '../../content-model/compiler/sweepCoverage.ts';
import { findingsLines, sweepFindings } from '../sweep/findings';
import { sweepRecordFile } from '../sweep/record';
import { sweepSite, SweepStopped } from '../sweep/sweepSite';
import { distDir, rootDir } from './buildPaths';
import { startPreviewServer } from './previewServer';
import { builtSite, readSiteFingerprint } from './siteFingerprint';

export interface SweepThisBuildOptions {
  /** A page's name by its address (the route table's), for the owner's findings. */
  pageName: (path: string) => string | undefined;
  /** Renders the statement and the report again, from the record just written: the prerender. */
  renderAgain: () => Promise<void>;
  /** Write each page's findings as a GitHub annotation too (on GitHub Actions: GITHUB_ACTIONS=true). */
  annotate?: boolean;
}

/** At most `annotationsPerStep` annotations: the last counts the pages left out. */
function annotations(problems: OwnerProblem[]): string[] {
  const shown =
    problems.length <= annotationsPerStep
      ? problems
      : [
          ...problems.slice(0, annotationsPerStep - 1),
          {
            page: `${problems.length - annotationsPerStep + 1} more pages`,
            problems: ['the full list is in the log of this check, and in reports/accessibility/ of the build'],
          },
        ];
  return shown.map((problem) => workflowErrorCommand(annotationOf(problem)));
}

/**
 * The build in dist/ sweeps itself (docs/decisions/069): served on a free local port by the real
 * server, swept in full (every page and state, both themes, axe and HTML_CodeSniffer) with the
 * screen-reader journeys, and the record written. When anything is found, the owner's words for it
 * (which page, what) are printed, and with `annotate` written as GitHub annotations, which the editing
 * screen reads back; nothing more is done, so nothing is published. When nothing is found, the
 * statement and the report are rendered again from the record, and the record is compared with the
 * build once more: it must cover it, page for page. Resolves with whether all of that held.
 */
export async function sweepThisBuild(options: SweepThisBuildOptions): Promise<boolean> {
  // The record goes where the prerender reads it (src/content/accessibility/), the reports where `npm run sweep` puts them.
  const out = path.join(rootDir, 'reports', 'accessibility');
  const fail = (problems: OwnerProblem[]) => {
    for (const line of findingsLines(problems)) console.error(line);
    if (options.annotate) for (const line of annotations(problems)) console.log(line);
    return false;
  };

  const server = await startPreviewServer(distDir);
  let outcome;
  try {
    outcome = await sweepSite({ base: server.origin, out, recordTo: sweepRecordFile });
  } catch (error) {
    if (!(error instanceof SweepStopped)) throw error;
    return fail([{ page: 'The accessibility check', problems: [`it could not be run to the end: ${error.message}`] }]);
  } finally {
    await server.close();
  }
  if (!outcome.passed) return fail(sweepFindings(outcome.runs, outcome.journeys, options.pageName));

  await options.renderAgain();
  const fingerprint = readSiteFingerprint(distDir);
  const coverage = sweepCoverage(outcome.record ?? null, fingerprint ? builtSite(fingerprint) : undefined);
  if (coverage?.verdict !== 'covered') {
    // Only a build that is not reproducible gets here: its second render changed what was swept.
    return fail([
      {
        page: 'The accessibility statement',
        problems: ['the site changed between the sweep and the statement made from it, so the statement could not claim the sweep'],
      },
    ]);
  }
  console.log(
    `The accessibility statement and its conformance report now show this build's sweep, which covers it: ${coverage.pages} pages and ${coverage.states} states.`,
  );
  return true;
}
