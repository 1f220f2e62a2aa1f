import { useId } from 'react';
import { ClosingCall } from '../../components/ui/ClosingCall';
import { PageHero } from '../../components/ui/PageHero';
import type { Testimonial } from '../../../content-model/schemas';
import { testimonialsPage } from '../../content/generated/testimonialsPage';

/**
 * Testimonials (SPEC §2): three entries, from a client, a school and a GP training session, then a call
 * to action. A client's own words (provisional: false) are a quotation: a blockquote in a figure, its
 * attribution in the figcaption, and review data (written by the prerender) for search engines.
 * An example we wrote (provisional: true) is never presented as a client's words (docs/decisions/023):
 * the introduction says so, and the entry is labelled, visibly and in its accessible name, with no
 * blockquote and no review data.
 */
export default function TestimonialsPage() {
  const { heading, intro, provisionalIntro, provisionalLabel, testimonials, closing } = testimonialsPage;
  const anyProvisional = testimonials.some((testimonial) => testimonial.provisional);

  return (
    <>
      <PageHero heading={heading}>
        <p>{anyProvisional ? provisionalIntro : intro}</p>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4">
        <ul className="mt-10 space-y-8">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <TestimonialFigure testimonial={testimonial} provisionalLabel={provisionalLabel} />
            </li>
          ))}
        </ul>
      </div>
      <ClosingCall call={closing} />
    </>
  );
}

/** One entry: a quotation when it is a client's words, a labelled example while it is ours. */
export function TestimonialFigure({ testimonial, provisionalLabel }: { testimonial: Testimonial; provisionalLabel: string }) {
  const id = useId();
  const attribution = (
    <figcaption className="mt-5">
      <span id={`${id}-author`} className="block font-bold">
        {testimonial.author}
      </span>
      <span className="block">{testimonial.role}</span>
      <span className="block text-base text-muted-foreground">{testimonial.context}</span>
    </figcaption>
  );

  if (!testimonial.provisional) {
    return (
      <figure className="rounded-lg border-2 border-border border-s-8 border-s-primary p-6 sm:p-8">
        <blockquote className="space-y-3 text-lg">
          {testimonial.quote.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </blockquote>
        {attribution}
      </figure>
    );
  }

  return (
    <figure aria-labelledby={`${id}-label ${id}-author`} className="rounded-lg border-2 border-dashed border-border p-6 sm:p-8">
      <p
        id={`${id}-label`}
        className="inline-block rounded-md border-2 border-border bg-secondary px-3 py-1 font-bold text-secondary-foreground"
      >
        {provisionalLabel}
      </p>
      <div className="mt-4 space-y-3 text-lg">
        {testimonial.quote.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {attribution}
    </figure>
  );
}
