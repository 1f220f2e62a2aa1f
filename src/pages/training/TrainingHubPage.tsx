import { Link } from 'react-router';
import { ClosingCall } from '../../components/ui/ClosingCall';
import { PageHero } from '../../components/ui/PageHero';
import { RichText } from '../../components/ui/RichText';
import { ArrowRightIcon } from '../../components/ui/icons';
import { trainingHub } from '../../content/training/hub';

/**
 * The training hub (SPEC §2 "Training hub"): eleven category cards, each with an "Explore" link whose
 * accessible name says which category (it starts with the visible word, for voice control).
 */
export default function TrainingHubPage() {
  return (
    <>
      <PageHero heading={trainingHub.heading}>
        {trainingHub.intro.map((paragraph) => (
          <p key={paragraph} className="mt-2 first:mt-0">
            <RichText text={paragraph} />
          </p>
        ))}
      </PageHero>
      <div className="mx-auto max-w-6xl px-4">
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Training categories">
          {trainingHub.cards.map((card) => (
            <li key={card.link} className="flex flex-col rounded-lg border-2 border-border p-6">
              <h2 className="text-xl">{card.title}</h2>
              <p className="mt-2 flex-1">{card.description}</p>
              <Link
                to={card.link}
                aria-label={card.ariaLabel}
                className="mt-4 inline-flex min-h-11 items-center gap-2 self-start font-bold"
              >
                Explore
                <ArrowRightIcon className="size-5" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <ClosingCall call={trainingHub.closing} />
    </>
  );
}
