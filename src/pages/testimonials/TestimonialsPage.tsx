import { ClosingCall } from '../../components/ui/ClosingCall';
import { PageHero } from '../../components/ui/PageHero';
import { testimonialsPage } from '../../content/testimonials';

/**
 * Testimonials (SPEC §2): the three quotes as real quotations, each a blockquote in a figure with its
 * attribution in the figcaption. Review data is published only for quotes the client has supplied
 * (provisional: false): structured data must be true.
 */
export default function TestimonialsPage() {
  return (
    <>
      <PageHero heading={testimonialsPage.heading}>
        <p>{testimonialsPage.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-4xl px-4">
        <ul className="mt-10 space-y-8">
          {testimonialsPage.testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <figure className="rounded-lg border-2 border-border border-s-8 border-s-primary p-6 sm:p-8">
                <blockquote className="space-y-3 text-lg">
                  {testimonial.quote.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </blockquote>
                <figcaption className="mt-5">
                  <span className="block font-bold">{testimonial.author}</span>
                  <span className="block">{testimonial.role}</span>
                  <span className="block text-base text-muted-foreground">{testimonial.context}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <ClosingCall call={testimonialsPage.closing} />
    </>
  );
}
