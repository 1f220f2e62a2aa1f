/**
 * The problems a failed check of the owner's change found, as they travel from the build to the editing
 * screen (docs/decisions/069): the production build writes each page's as an annotation of its GitHub
 * check (`::error title=…::…`, scripts/shared/sweepThisBuild.ts), and the publishing API reads the failed
 * check's annotations back (./publishingApi.ts) and gives the screen those with this title. Both ends
 * of the wire are here, so they cannot drift apart.
 */
import type { OwnerProblem } from './wire';

/** The problem's shape is the editing screen's wire (./wire.ts): the build's side takes it from here. */
export type { OwnerProblem };

/** Every annotation the site's build writes for the owner starts its title with this. */
export const ownerProblemTitle = 'Website check: ';

/** GitHub keeps at most 10 error annotations a step: more pages than that are counted in the last one. */
export const annotationsPerStep = 10;

/** One annotation's title and message, for a page's problems. */
export function annotationOf(problem: OwnerProblem): { title: string; message: string } {
  return { title: `${ownerProblemTitle}${problem.page}`, message: problem.problems.map((item) => `- ${item}`).join('\n') };
}

/** An annotation of a failed check as the owner's problem, or null when the site's build did not write it. */
export function problemFromAnnotation(annotation: { title?: unknown; message?: unknown }): OwnerProblem | null {
  if (typeof annotation.title !== 'string' || !annotation.title.startsWith(ownerProblemTitle)) return null;
  const page = annotation.title.slice(ownerProblemTitle.length).trim();
  const problems = (typeof annotation.message === 'string' ? annotation.message : '')
    .split('\n')
    .map((line) => line.replace(/^- /, '').trim())
    .filter(Boolean);
  return page ? { page, problems } : null;
}

/**
 * A GitHub Actions workflow command that makes an error annotation (the runner reads it from the
 * step's output): its data escapes %, CR and LF; its properties also : and ,.
 */
export function workflowErrorCommand({ title, message }: { title: string; message: string }): string {
  const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::error title=${property(title)}::${data(message)}`;
}
