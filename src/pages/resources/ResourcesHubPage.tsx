import { ButtonLink } from '../../components/ui/Button';
import { LinkCard } from '../../components/ui/LinkCard';
import { PageHero } from '../../components/ui/PageHero';
import { resourcesHub } from '../../content/generated/resourcesHub';

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
            <LinkCard key={card.link} heading={card.title} description={card.description} to={card.link} label={card.linkLabel} />
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
