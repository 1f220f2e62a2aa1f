import { ClosingCall } from '../../components/ui/ClosingCall';
import { DocumentBody } from '../../components/ui/DocumentBody';
import { PageHero } from '../../components/ui/PageHero';
import { RichText } from '../../components/ui/RichText';
import about from '../../content/generated/pages/about';

/**
 * About (SPEC §2 "About"), compiled from src/content/pages/about.md: mission, approach, expert
 * leadership, and a call to action to /contact.
 */
export default function AboutPage() {
  return (
    <>
      <PageHero heading={about.heading}>
        <p>
          <RichText text={about.intro} />
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 pb-4">
        <DocumentBody sections={about.sections} />
      </div>
      <ClosingCall call={about.closing} />
    </>
  );
}
