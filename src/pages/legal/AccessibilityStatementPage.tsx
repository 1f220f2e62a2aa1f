import { DocumentBody } from '../../components/ui/DocumentBody';
import { PageHero } from '../../components/ui/PageHero';
import { RichText } from '../../components/ui/RichText';
import { accessibilityStatement } from '../../content/accessibilityStatement';

/** Accessibility statement (SPEC §2): the nine sections, from Our Commitment to Assessment Approach. */
export default function AccessibilityStatementPage() {
  return (
    <>
      <PageHero heading={accessibilityStatement.heading}>
        <p>
          <RichText text={accessibilityStatement.intro} />
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4">
        <DocumentBody sections={accessibilityStatement.sections} />
      </div>
    </>
  );
}
