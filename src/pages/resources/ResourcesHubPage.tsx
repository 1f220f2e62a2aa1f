import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { PageHero } from '../../components/ui/PageHero';
import { ArrowRightIcon } from '../../components/ui/icons';
import { resourcesHub } from '../../content/resources/hub';

/** Resources hub (SPEC §2): "Accessibility Resources", the three cards and the link to /training. */
export default function ResourcesHubPage() {
  return (
    <>
      <PageHero heading={resourcesHub.heading}>
        <p>{resourcesHub.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4">
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {resourcesHub.cards.map((card) => (
            <li key={card.link} className="flex flex-col rounded-lg border-2 border-border p-6">
              <h2 className="text-2xl">{card.title}</h2>
              <p className="mt-3 flex-1">{card.description}</p>
              <Link to={card.link} className="mt-4 inline-flex min-h-11 items-center gap-2 font-bold">
                {card.linkLabel}
                <ArrowRightIcon className="size-5" />
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-12 rounded-lg border-2 border-primary bg-secondary p-6 text-secondary-foreground">
          <p>{resourcesHub.trainingLink.text}</p>
          <ButtonLink to={resourcesHub.trainingLink.action.path} className="mt-4">
            {resourcesHub.trainingLink.action.label}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
