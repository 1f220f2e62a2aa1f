import { useEffect, useRef } from 'react';
import type { ContactField } from '../../lib/contactMessage';

interface ErrorSummaryProps {
  errors: { field: ContactField; fieldId: string; message: string }[];
  /** Changes on every failed submit: the summary takes focus each time. */
  focusKey: number;
}

/** "1 answer needs correcting" or "3 answers need correcting". */
export function problemCount(count: number): string {
  return count === 1 ? '1 answer needs correcting' : `${count} answers need correcting`;
}

/**
 * The list of problems at the top of the form after a failed submit (the GOV.UK pattern). It takes
 * focus, so screen readers read it at once: its name gives the title and how many problems there
 * are, and each entry moves focus to its field.
 */
export function ErrorSummary({ errors, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusKey > 0) ref.current?.focus();
  }, [focusKey]);

  if (errors.length === 0) return null;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="error-summary-title error-summary-count"
      className="rounded-lg border-4 border-destructive p-4 focus-visible:outline-offset-4"
    >
      <h3 id="error-summary-title" className="text-xl">
        There is a problem
      </h3>
      <p id="error-summary-count" className="mt-1">
        {problemCount(errors.length)}:
      </p>
      <ul className="mt-2 list-disc space-y-1 ps-6">
        {errors.map((error) => (
          <li key={error.field}>
            <a
              href={`#${error.fieldId}`}
              className="font-bold text-destructive"
              onClick={(event) => {
                // A fragment link scrolls to the field but does not focus it in every browser.
                const field = document.getElementById(error.fieldId);
                if (!field) return;
                event.preventDefault();
                field.focus();
                document.querySelector(`label[for="${error.fieldId}"]`)?.scrollIntoView({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
