import { DocumentBody } from '../../components/ui/DocumentBody';
import { PageHero } from '../../components/ui/PageHero';
import { RichText } from '../../components/ui/RichText';
import policy from '../../content/generated/pages/privacy-policy';
import { formatLongDate } from '../../../content-model/text/longDate.ts';

/**
 * Privacy policy (SPEC §2), compiled from src/content/pages/privacy-policy.md: "Last updated" in
 * en-GB long format. It shows the date the policy last changed, not SPEC's "current date"
 * (docs/decisions/004).
 */
export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHero heading={policy.heading}>
        <p>
          Last updated: <time dateTime={policy.lastUpdated}>{formatLongDate(policy.lastUpdated)}</time>
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4">
        <p className="mt-8">
          <RichText text={policy.intro} />
        </p>
        <DocumentBody sections={policy.sections} />
      </div>
    </>
  );
}
