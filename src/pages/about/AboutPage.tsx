import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { DocumentBody } from '../../components/ui/DocumentBody';
import { PageHero } from '../../components/ui/PageHero';
import { RichText } from '../../components/ui/RichText';
import { about } from '../../content/about';

/** About (SPEC §2 "About"): mission, approach, expert leadership, and a call to action to /contact. */
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
      <section aria-labelledby="about-closing" className="mx-auto mt-10 max-w-6xl px-4">
        <div className="rounded-lg border-2 border-primary bg-secondary p-6 text-secondary-foreground sm:p-10">
          <h2 id="about-closing" className="text-2xl">
            {about.closing.heading}
          </h2>
          <p className="mt-3">
            <RichText text={about.closing.text} />
          </p>
          <Button asChild size="lg" className="mt-6">
            <Link to={about.closing.action.path}>{about.closing.action.label}</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
