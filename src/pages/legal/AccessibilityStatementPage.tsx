import { AssessmentEvidence } from '../../components/accessibility/AssessmentEvidence';
import { ComplianceSummary } from '../../components/accessibility/ComplianceSummary';
import { KnownIssues } from '../../components/accessibility/KnownIssues';
import { Prerendered } from '../../components/layout/Prerendered';
import { prerenderGiven } from '../../components/layout/prerenderGiven';
import { DocumentBody } from '../../components/ui/DocumentBody';
import { PageHero } from '../../components/ui/PageHero';
import { RichText } from '../../components/ui/RichText';
import { statementEvidence } from '../../content/generated/accessibilityEvidence';
import statement from '../../content/generated/pages/accessibility-statement';

/**
 * Accessibility statement (SPEC §2): the nine sections, from Our Commitment to Assessment Approach,
 * compiled from src/content/pages/accessibility-statement.md, with the evidence built from
 * src/content/accessibility/ (docs/decisions/034 to 036) added to three of them: the conformance
 * report's totals to Compliance Status, the known issues to Known Limitations, and the last sweep,
 * its screen-reader journeys and the checks by hand to Assessment Approach. The build refuses a
 * statement without those three sections. The evidence is prerendered only (Prerendered): the browser
 * keeps its markup and downloads none of its data or code. The prerender gives the evidence compared
 * with the site it has just built (docs/decisions/053): whether the last sweep covers it.
 */
export default function AccessibilityStatementPage() {
  const evidence =
    (import.meta.env.SSR || import.meta.env.DEV) && statementEvidence && (prerenderGiven('statementEvidence') ?? statementEvidence);
  return (
    <>
      <PageHero heading={statement.heading}>
        <p>
          <RichText text={statement.intro} />
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4">
        <DocumentBody
          sections={statement.sections}
          extras={{
            'compliance-status': (
              <Prerendered id="statement-compliance">{evidence && <ComplianceSummary evidence={evidence} />}</Prerendered>
            ),
            'known-limitations': <Prerendered id="statement-known-issues">{evidence && <KnownIssues evidence={evidence} />}</Prerendered>,
            'assessment-approach': (
              <Prerendered id="statement-assessment">{evidence && <AssessmentEvidence evidence={evidence} />}</Prerendered>
            ),
          }}
        />
      </div>
    </>
  );
}
