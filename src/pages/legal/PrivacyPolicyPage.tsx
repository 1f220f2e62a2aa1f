import { DocumentBody } from '../../components/ui/DocumentBody';
import { PageHero } from '../../components/ui/PageHero';
import { RichText } from '../../components/ui/RichText';
import { privacyPolicy } from '../../content/privacyPolicy';
import { formatLongDate, isoDate, useNow } from '../../lib/visitTime';

/** Privacy policy (SPEC §2): "Last updated" shows the current date, en-GB long format. */
export default function PrivacyPolicyPage() {
  const now = useNow();
  return (
    <>
      <PageHero heading={privacyPolicy.heading}>
        <p>
          Last updated: <time dateTime={isoDate(now)}>{formatLongDate(now)}</time>
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4">
        <p className="mt-8">
          <RichText text={privacyPolicy.intro} />
        </p>
        <DocumentBody sections={privacyPolicy.sections} />
      </div>
    </>
  );
}
