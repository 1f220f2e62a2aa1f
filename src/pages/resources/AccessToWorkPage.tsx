import { BackLink } from '../../components/ui/BackLink';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { ClosingCall } from '../../components/ui/ClosingCall';
import { FaqList } from '../../components/ui/FaqList';
import { RichText } from '../../components/ui/RichText';
import { CheckIcon } from '../../components/ui/icons';
import page from '../../content/generated/pages/access-to-work';
import { anchorId } from '../../lib/anchor';

/**
 * Access to Work (SPEC §2), compiled from src/content/pages/access-to-work.md: what it is, what it
 * funds (six cards), who is eligible, how to apply (four numbered steps), five FAQs, application
 * tips, and a call to action. The skip link of every page serves as its "skip to main content".
 */
export default function AccessToWorkPage() {
  return (
    <>
      <div className="mx-auto max-w-4xl px-4 py-10">
        <Breadcrumbs />
        <h1 className="text-3xl sm:text-4xl">{page.heading}</h1>
        <p className="mt-4 text-lg">
          <RichText text={page.intro} />
        </p>

        <h2 id={anchorId(page.whatIs.heading)} className="mt-10 text-2xl">
          {page.whatIs.heading}
        </h2>
        {page.whatIs.paragraphs.map((paragraph, index) => (
          <p key={index} className="mt-3">
            <RichText text={paragraph} />
          </p>
        ))}

        <h2 id={anchorId(page.funding.heading)} className="mt-10 text-2xl">
          {page.funding.heading}
        </h2>
        <p className="mt-3">
          <RichText text={page.funding.intro} />
        </p>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {page.funding.cards.map((card) => (
            <li key={card.title} className="rounded-lg border-2 border-border p-5">
              <h3 id={anchorId(card.title)} className="text-lg">
                {card.title}
              </h3>
              <p className="mt-2">
                <RichText text={card.text} />
              </p>
            </li>
          ))}
        </ul>

        <h2 id={anchorId(page.eligibility.heading)} className="mt-10 text-2xl">
          {page.eligibility.heading}
        </h2>
        <p className="mt-3">
          <RichText text={page.eligibility.intro} />
        </p>
        <ul className="mt-3 space-y-2">
          {page.eligibility.criteria.map((criterion, index) => (
            <li key={index} className="flex gap-2">
              <CheckIcon className="mt-1 size-5 shrink-0 text-primary" />
              <span>
                <RichText text={criterion} />
              </span>
            </li>
          ))}
        </ul>
        {page.eligibility.notes.map((note, index) => (
          <p key={index} className="mt-3">
            <RichText text={note} />
          </p>
        ))}

        <h2 id={anchorId(page.howToApply.heading)} className="mt-10 text-2xl">
          {page.howToApply.heading}
        </h2>
        <p className="mt-3">
          <RichText text={page.howToApply.intro} />
        </p>
        <ol className="mt-4 space-y-4">
          {page.howToApply.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <h3 id={anchorId(step.title)} className="text-lg">
                  {step.title}
                </h3>
                <p className="mt-1">
                  <RichText text={step.text} />
                </p>
              </div>
            </li>
          ))}
        </ol>

        <h2 id="frequently-asked-questions" className="mt-10 mb-4 text-2xl">
          Frequently asked questions
        </h2>
        <FaqList items={page.faqs} group="faq-access-to-work" />

        <h2 id="application-tips" className="mt-10 text-2xl">
          Application Tips
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          {page.tipGroups.map((group) => (
            <div key={group.heading} className="rounded-lg border-2 border-border p-5">
              <h3 id={anchorId(group.heading)} className="text-lg">
                {group.heading}
              </h3>
              <ul className="mt-2 list-disc space-y-2 ps-5">
                {group.tips.map((tip, index) => (
                  <li key={index}>
                    <RichText text={tip} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <BackLink to="/resources">Back to resources</BackLink>
      </div>
      <ClosingCall call={page.closing} />
    </>
  );
}
