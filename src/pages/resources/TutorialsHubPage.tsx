import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { ButtonLink } from '../../components/ui/Button';
import { ClosingCall } from '../../components/ui/ClosingCall';
import { RichText } from '../../components/ui/RichText';
import { tutorialCatalogue } from '../../content/resources/tutorials/catalogue';
import { tutorialsHub } from '../../content/resources/tutorialsHub';

export const tutorialPath = (slug: string) => `/resources/screen-reader-tutorials/${slug}`;

/** Screen reader tutorials hub (SPEC §2): the five tutorials, each with a "View tutorial" button. */
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
          {tutorialCatalogue.map((tutorial) => (
            <li key={tutorial.slug} className="flex flex-col rounded-lg border-2 border-border p-6">
              <h2 className="text-2xl">{tutorial.heading}</h2>
              <p className="mt-3 flex-1">{tutorial.description}</p>
              {/* "View tutorial" is SPEC's label; the name adds which one, starting with the visible words. */}
              <ButtonLink
                to={tutorialPath(tutorial.slug)}
                aria-label={`View tutorial: ${tutorial.heading}`}
                variant="outline"
                className="mt-5 self-start"
              >
                View tutorial
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
      <ClosingCall call={tutorialsHub.closing} />
    </>
  );
}
