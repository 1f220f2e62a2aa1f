import { ButtonLink } from '../../components/ui/Button';
import { PageHero } from '../../components/ui/PageHero';
import { RichText } from '../../components/ui/RichText';
import { CheckIcon } from '../../components/ui/icons';
import { whyChooseUs } from '../../content/generated/whyChooseUs';

/** Why choose us (SPEC §2): the five benefit cards, then links to /contact and /testimonials. */
export default function WhyChooseUsPage() {
  const [primary, secondary] = whyChooseUs.actions;
  return (
    <>
      <PageHero heading={whyChooseUs.heading}>
        <p>
          <RichText text={whyChooseUs.intro} />
        </p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4">
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {whyChooseUs.benefits.map((benefit) => (
            <li key={benefit.id} className="flex flex-col rounded-lg border-2 border-border p-6">
              <h2 id={benefit.id} className="text-2xl">
                {benefit.title}
              </h2>
              <p className="mt-3">{benefit.text}</p>
              <ul className="mt-4 space-y-2">
                {benefit.points.map((point, pointIndex) => (
                  <li key={pointIndex} className="flex gap-2">
                    <CheckIcon className="mt-1 size-5 shrink-0 text-primary" />
                    <span>
                      <RichText text={point} />
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-wrap gap-4">
          {primary ? (
            <ButtonLink to={primary.path} size="lg">
              {primary.label}
            </ButtonLink>
          ) : null}
          {secondary ? (
            <ButtonLink to={secondary.path} size="lg" variant="outline">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </>
  );
}
