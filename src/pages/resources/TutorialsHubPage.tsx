import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { ClosingCall } from '../../components/ui/ClosingCall';
import { LinkCard } from '../../components/ui/LinkCard';
import { RichText } from '../../components/ui/RichText';
import { tutorialCards } from '../../content/generated/tutorialCards';
import { tutorialsHub } from '../../content/generated/tutorialsHub';

const tutorialPath = (slug: string) => `/resources/screen-reader-tutorials/${slug}`;

/**
 * Screen reader tutorials hub (SPEC §2): a card for each tutorial (one per src/content/tutorials/*.md),
 * each with a "View tutorial" button.
 */
export default function TutorialsHubPage() {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <Breadcrumbs />
        <h1 className="text-3xl sm:text-4xl">{tutorialsHub.heading}</h1>
        <p className="mt-4 max-w-3xl text-lg">
          <RichText text={tutorialsHub.intro} />
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {tutorialCards.map((tutorial) => (
            // "View tutorial" is SPEC's label; the name adds which one, starting with the visible words.
            <LinkCard
              key={tutorial.slug}
              heading={tutorial.heading}
              description={tutorial.description}
              to={tutorialPath(tutorial.slug)}
              label="View tutorial"
              accessibleName={`View tutorial: ${tutorial.heading}`}
              look="button"
            />
          ))}
        </ul>
      </div>
      <ClosingCall call={tutorialsHub.closing} />
    </>
  );
}
