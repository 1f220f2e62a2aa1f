import type { PracticeResources as PracticeResourcesContent } from '../../../content-model/schemas';
import { ButtonLink } from './Button';
import { ExternalLink } from './ExternalLink';

/**
 * The block every tutorial ends with: external links (new tab, and they say so) and a booking link.
 * Prerendered only (TutorialPage): its words are the same on every tutorial, and nothing changes them.
 */
export function PracticeResources({ resources: practiceResources }: { resources: PracticeResourcesContent }) {
  return (
    <section aria-labelledby="practice-resources" className="mt-12 rounded-lg border-2 border-border p-6">
      <h2 id="practice-resources" className="text-2xl">
        {practiceResources.heading}
      </h2>
      <p className="mt-2">{practiceResources.intro}</p>
      <ul className="mt-4 space-y-4">
        {practiceResources.links.map((link) => (
          <li key={link.url}>
            <ExternalLink href={link.url} className="font-bold">
              {link.title}
            </ExternalLink>
            <p>{link.description}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6">{practiceResources.booking.text}</p>
      <ButtonLink to={practiceResources.booking.action.path} className="mt-3">
        {practiceResources.booking.action.label}
      </ButtonLink>
    </section>
  );
}
