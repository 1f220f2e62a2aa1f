import { headingIdOf } from '../editing/values.ts';
import { forwardRef } from 'react';

export interface ShownProblem {
  /** The element id of the field, when the problem is at one. */
  fieldId?: string;
  /** The field's name, as its label says it ("Author, testimonial 2 of 3"). */
  field?: string;
  message: string;
}

/**
 * The problems that stopped a save, at the top of the form, each a link to its field (focus moves to
 * the first field itself; this list is where the owner finds the others).
 */
export const ProblemSummary = forwardRef<HTMLElement, { title: string; problems: ShownProblem[] }>(function ProblemSummary(
  { title, problems },
  ref,
) {
  return (
    // A region named by its heading (aria-labelledby names nothing on a plain div), so it is in the landmarks list.
    <section className="problem-summary" ref={ref} aria-labelledby="problem-summary-heading">
      <h2 id="problem-summary-heading" tabIndex={-1}>
        {title}
      </h2>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            {problem.fieldId ? (
              <a
                href={`#${problem.fieldId}`}
                onClick={(event) => {
                  // The address names the screen (#/edit/…): move focus without changing it.
                  event.preventDefault();
                  focusField(problem.fieldId!);
                }}
              >
                {problem.field}: {problem.message}
              </a>
            ) : (
              problem.message
            )}
          </li>
        ))}
      </ul>
    </section>
  );
});

/** Focuses a field by its id: its control, or for a group or a list its heading. */
export function focusField(id: string): void {
  (document.getElementById(id) ?? document.getElementById(headingIdOf(id)))?.focus();
}

/**
 * Focuses a field once the frame now being drawn is on screen (a requestAnimationFrame, then a task):
 * its error, new in that frame, has then reached the screen reader as its description before focus
 * does. Orca said the error twice when the two came in the same frame (docs/decisions/090).
 */
export function focusFieldAfterFrame(id: string): void {
  requestAnimationFrame(() => setTimeout(() => focusField(id), 0));
}
