import { ButtonLink } from '../../components/ui/Button';
import { ClosingCall } from '../../components/ui/ClosingCall';
import { PageHero } from '../../components/ui/PageHero';
import { RichText } from '../../components/ui/RichText';
import { CheckIcon } from '../../components/ui/icons';
import { services } from '../../content/generated/services';

/** Services (SPEC §2 "Services"): the invitation to /training, the seven services, the closing call. */
export default function ServicesPage() {
  return (
    <>
      <PageHero heading={services.heading}>
        <p>{services.intro}</p>
      </PageHero>

      <div className="mx-auto max-w-6xl px-4">
        <aside aria-labelledby="training-invite" className="mt-10 rounded-lg border-2 border-primary p-6 sm:flex sm:items-center sm:gap-8">
          <div className="flex-1">
            <h2 id="training-invite" className="text-2xl">
              {services.trainingInvite.heading}
            </h2>
            <p className="mt-2">{services.trainingInvite.text}</p>
          </div>
          <ButtonLink to={services.trainingInvite.action.path} variant="outline" className="mt-4 shrink-0 sm:mt-0">
            {services.trainingInvite.action.label}
          </ButtonLink>
        </aside>

        <ol className="mt-12 space-y-14" aria-label="Our seven services">
          {services.services.map((service, index) => (
            <li key={service.id}>
              <article aria-labelledby={service.id} className="grid items-start gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10">
                <img
                  src={service.image.src}
                  width={service.image.width}
                  height={service.image.height}
                  alt={service.image.alt}
                  // The first picture may be in view on arrival; the rest load as the visitor scrolls.
                  // Low priority: the pictures illustrate, the words inform, and the words come first
                  // (no preload ahead of the stylesheet: docs/decisions/014).
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority="low"
                  decoding="async"
                  className={`w-full rounded-lg border-2 border-border ${index % 2 ? 'md:order-last' : ''}`}
                />
                <div>
                  <h2 id={service.id} className="text-2xl sm:text-3xl">
                    {service.title}
                  </h2>
                  {service.description.map((paragraph, paragraphIndex) => (
                    <p key={paragraphIndex} className="mt-3">
                      <RichText text={paragraph} />
                    </p>
                  ))}
                  <h3 className="mt-5 text-lg">What this includes</h3>
                  <ul className="mt-2 space-y-2">
                    {service.features.map((feature, featureIndex) => (
                      <li key={featureIndex} className="flex gap-2">
                        <CheckIcon className="mt-1 size-5 shrink-0 text-primary" />
                        <span>
                          <RichText text={feature} />
                        </span>
                      </li>
                    ))}
                  </ul>
                </div>
              </article>
            </li>
          ))}
        </ol>
      </div>

      <ClosingCall call={services.closing} />
    </>
  );
}
