import { anchorId } from '../../lib/anchor';
import { BelowTheFold } from '../../components/layout/BelowTheFold';
import { Prerendered } from '../../components/layout/Prerendered';
import { downloadsSection } from '../../content/generated/downloadsSection';
import { practiceResources } from '../../content/generated/practiceResources';
import { useRouteContent } from '../../routes/currentRoute';
import { BackLink } from '../../components/ui/BackLink';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { CommandTable } from '../../components/ui/CommandTable';
import { PracticeResources } from '../../components/ui/PracticeResources';
import { RichText } from '../../components/ui/RichText';
import { InfoIcon } from '../../components/ui/icons';
import { DownloadLinks } from './DownloadLinks';
import type { Tutorial } from '../../../content-model/schemas';

/**
 * One screen reader tutorial (SPEC §2): what you'll learn, quick start, the essential commands table,
 * the step-by-step guide, further keyboard topics, quick tips, a pro tip, the shared practice block;
 * and near the top, its downloads (issue 34). The five routes share this component; each loads its
 * own content module. The downloads and the practice block are prerendered only (docs/decisions/068):
 * their words are prerender-only values, `undefined` in the browser's bundle, which drops them.
 */
export default function TutorialPage() {
  const tutorial = useRouteContent<Tutorial>();

  return (
    <div className="tutorial mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs />
      <h1 className="text-3xl sm:text-4xl">{tutorial.heading}</h1>
      <p className="mt-4 text-lg">{tutorial.description}</p>

      <Prerendered id="tutorial-downloads">
        {downloadsSection && (
          <DownloadLinks words={downloadsSection} heading={downloadsSection.tutorialHeading} pageTitle={tutorial.heading} />
        )}
      </Prerendered>

      <section className="mt-8 rounded-lg border-2 border-primary p-6">
        <h2 id="what-youll-learn" className="text-2xl">
          What you&apos;ll learn
        </h2>
        <ul className="mt-3 list-disc space-y-2 ps-6">
          {tutorial.learn.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      </section>

      <h2 id="quick-start" className="mt-10 text-2xl">
        Quick Start
      </h2>
      <p className="mt-3">
        <RichText text={tutorial.quickStart.intro} />
      </p>
      <ol className="mt-3 list-decimal space-y-2 ps-6">
        {tutorial.quickStart.steps.map((step, index) => (
          <li key={index}>
            <RichText text={step} />
          </li>
        ))}
      </ol>

      <BelowTheFold>
        <h2 id="essential-commands" className="mt-10 text-2xl">
          Essential Commands
        </h2>
        <CommandTable table={tutorial.commands} />
      </BelowTheFold>

      <BelowTheFold>
        <h2 id="step-by-step-guide" className="mt-10 text-2xl">
          Step-by-step guide
        </h2>
        <ol className="mt-4 space-y-8">
          {tutorial.guide.map((section, index) => (
            <li key={section.title}>
              <h3 id={anchorId(section.title)} className="text-xl">
                <span className="text-muted-foreground">Step {index + 1}: </span>
                {section.title}
              </h3>
              {section.intro ? (
                <p className="mt-2">
                  <RichText text={section.intro} />
                </p>
              ) : null}
              <ol className="mt-2 list-decimal space-y-1 ps-6">
                {section.steps.map((step, stepIndex) => (
                  <li key={stepIndex}>
                    <RichText text={step} />
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      </BelowTheFold>

      {tutorial.keyboardTopics ? (
        <BelowTheFold>
          <h2 id="keyboard-navigation" className="mt-10 text-2xl">
            Keyboard navigation
          </h2>
          {tutorial.keyboardTopics.map((table) => (
            <CommandTable key={table.caption} table={table} />
          ))}
        </BelowTheFold>
      ) : null}

      <BelowTheFold>
        <section className="quick-tips mt-10 rounded-lg border-2 border-border bg-surface p-6">
          <h2 id="quick-tips" className="text-2xl">
            Quick Tips
          </h2>
          <ul className="mt-3 list-disc space-y-2 ps-6">
            {tutorial.quickTips.map((tip, index) => (
              <li key={index}>
                <RichText text={tip} />
              </li>
            ))}
          </ul>
        </section>

        <aside aria-labelledby="pro-tip" className="mt-6 flex gap-3 rounded-lg border-2 border-primary p-6">
          <InfoIcon className="mt-1 size-6 shrink-0 text-primary" />
          <div>
            <h2 id="pro-tip" className="text-xl">
              Pro tip
            </h2>
            <p className="mt-1">
              <RichText text={tutorial.proTip} />
            </p>
          </div>
        </aside>

        <Prerendered id="tutorial-practice">{practiceResources && <PracticeResources resources={practiceResources} />}</Prerendered>
      </BelowTheFold>

      <BackLink to="/resources">Back to resources</BackLink>
    </div>
  );
}
