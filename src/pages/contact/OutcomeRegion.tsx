import { useId, type Ref } from 'react';
import { site } from '../../config/site';
import type { ContactOutcome } from './contactFormState';

/** SPEC §8's words for the two outcomes: said here, and again by the notice. */
export const sentNotice = { title: 'Message Sent!', description: "Thank you for contacting us. We'll get back to you soon." };
export const failedNotice = { title: 'Error', description: 'Failed to send message. Please try again or email us directly.' };

/**
 * The outcome, in SPEC's words. It stays after the notice has gone, and takes focus when it appears
 * (the form moves focus here, useOutcomeFocus.ts), which is how it is heard: a region named by its
 * title and its sentence, so a screen reader says both on arrival, once. Not a description: Orca 43
 * says a focused region's description twice (docs/decisions/090). It is not also a live region. Before any answer it is an empty, unnamed box: nothing to hear.
 */
export function OutcomeRegion({ outcome, ref }: { outcome: ContactOutcome; ref: Ref<HTMLDivElement> }) {
  const titleId = useId();
  const textId = useId();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      data-outcome={outcome}
      {...(outcome === 'none' ? {} : { role: 'region', 'aria-labelledby': `${titleId} ${textId}` })}
      className="contact-outcome mt-6 rounded-lg"
    >
      {outcome === 'sent' ? (
        <p className="rounded-lg border-2 border-primary p-4">
          <strong id={titleId}>{sentNotice.title}</strong> <span id={textId}>{sentNotice.description}</span>
        </p>
      ) : null}
      {outcome === 'failed' ? (
        <p className="rounded-lg border-4 border-destructive p-4">
          <strong id={titleId}>{failedNotice.title}:</strong>{' '}
          <span id={textId}>
            {failedNotice.description} Everything you typed is still in the form. Our address is{' '}
            <a href={`mailto:${site.email}`}>{site.email}</a>.
          </span>
        </p>
      ) : null}
    </div>
  );
}
