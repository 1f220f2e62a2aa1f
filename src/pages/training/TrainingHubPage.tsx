import { ClosingCall } from '../../components/ui/ClosingCall';
import { LinkCard } from '../../components/ui/LinkCard';
import { PageHero } from '../../components/ui/PageHero';
import { RichText } from '../../components/ui/RichText';
import { trainingHub } from '../../content/generated/trainingHub';

/**
 * The training hub (SPEC §2 "Training hub"): eleven category cards, each with an "Explore" link whose
 * accessible name says which category (it starts with the visible word, for voice control).
 */
export default function TrainingHubPage() {
  return (
    <>
      <PageHero heading={trainingHub.heading}>
        {trainingHub.intro.map((paragraph, index) => (
          <p key={index} className="mt-2 first:mt-0">
            <RichText text={paragraph} />
          </p>
        ))}
      </PageHero>
      <div className="mx-auto max-w-6xl px-4">
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Training categories">
          {trainingHub.cards.map((card) => (
            <LinkCard key={card.to} {...card} label="Explore" />
          ))}
        </ul>
      </div>
      <ClosingCall call={trainingHub.closing} />
    </>
  );
}
