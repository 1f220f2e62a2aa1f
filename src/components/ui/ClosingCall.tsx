import { useId } from 'react';
import type { ClosingCall as ClosingCallContent, CompiledClosingCall, LinkedClosingCall } from '../../../content-model/schemas';
import { ButtonLink } from './Button';
import { RichText } from './RichText';
import { searchIgnored } from '../../lib/search/htmlHooks';

/** The invitation most pages end with: a heading, a line of text and one button (usually to /contact). */
export function ClosingCall({ call }: { call: ClosingCallContent | CompiledClosingCall | LinkedClosingCall }) {
  const headingId = useId();
  return (
    // Left out of site search (data-search="ignore"): the same invitation ends most pages.
    <section aria-labelledby={headingId} className="mx-auto mt-12 max-w-6xl px-4" {...searchIgnored}>
      <div className="rounded-lg border-2 border-primary bg-secondary p-6 text-secondary-foreground sm:p-10">
        <h2 id={headingId} className="text-2xl sm:text-3xl">
          {call.heading}
        </h2>
        <p className="mt-3 max-w-3xl">{typeof call.text === 'string' ? call.text : <RichText text={call.text} />}</p>
        <ButtonLink to={call.action.path} size="lg" className="mt-6">
          {call.action.label}
        </ButtonLink>
      </div>
    </section>
  );
}
