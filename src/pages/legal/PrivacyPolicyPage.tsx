import { DocumentBody } from '../../components/ui/DocumentBody';
import { PageHero } from '../../components/ui/PageHero';
import { RichText } from '../../components/ui/RichText';
import { privacyPolicy } from '../../content/privacyPolicy';
import { formatLongDate } from '../../lib/visitTime';

/**
 * Privacy policy (SPEC §2): "Last updated" in en-GB long format. It shows the date the policy last
 * changed, not SPEC's "current date" (docs/decisions/004).
 */
export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHero heading={privacyPolicy.heading}>
        <p>
          Last updated: <time dateTime={privacyPolicy.lastUpdated}>{formatLongDate(privacyPolicy.lastUpdated)}</time>
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
