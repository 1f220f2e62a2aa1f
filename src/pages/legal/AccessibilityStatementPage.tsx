import { DocumentBody } from '../../components/ui/DocumentBody';
import { PageHero } from '../../components/ui/PageHero';
import { RichText } from '../../components/ui/RichText';
import statement from '../../content/pages/accessibility-statement.md';

/**
 * Accessibility statement (SPEC §2): the nine sections, from Our Commitment to Assessment Approach,
 * compiled from src/content/pages/accessibility-statement.md.
 */
export default function AccessibilityStatementPage() {
  return (
    <>
      <PageHero heading={statement.heading}>
        <p>
          <RichText text={statement.intro} />
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4">
        <DocumentBody sections={statement.sections} />
      </div>
    </>
  );
}
