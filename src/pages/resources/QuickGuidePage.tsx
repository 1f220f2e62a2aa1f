import { useRouteContent } from '../../routes/currentRoute';
import { Prerendered } from '../../components/layout/Prerendered';
import { downloadsSection } from '../../content/generated/downloadsSection';
import { BackLink } from '../../components/ui/BackLink';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { ButtonLink } from '../../components/ui/Button';
import { RichText } from '../../components/ui/RichText';
import type { QuickGuide } from '../../../content-model/schemas';
import { usePageView } from '../../lib/analytics';
import { anchorId } from '../../lib/anchor';
import { searchIgnored } from '../../lib/search/htmlHooks';
import { DownloadLinks } from './DownloadLinks';

/** SPEC §2: every guide records a page view except the Grammarly guide. */
export const guidesWithoutPageView = new Set(['grammarly']);

/**
 * One software quick guide (SPEC §2 "Quick guide pages"): breadcrumb, title, one-line description,
 * its downloads (issue 34), five Getting Started tips, the "Need more detailed guidance?" card,
 * "← Back to resources".
 *
 * The downloads and the tips are prerendered only (docs/decisions/068): the browser's bundle has
 * neither the downloads' words (a prerender-only value, `undefined` there, which drops the part's
 * code) nor the tips (scripts/vite/contentPlugin.ts leaves them out of the guide's module). The page
 * keeps them from its prerendered HTML, or fetches it after a client-side navigation.
 */
export default function QuickGuidePage() {
  const guide = useRouteContent<QuickGuide>();
  usePageView(!guidesWithoutPageView.has(guide.slug));

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs />
      <h1 className="text-3xl sm:text-4xl">{guide.heading}</h1>
      <p className="mt-4 text-lg">{guide.description}</p>

      <Prerendered id="guide-body">
        {/* Only where the prerender-only words are: never in the browser's bundle, which keeps the HTML. */}
        {(import.meta.env.SSR || import.meta.env.DEV) && downloadsSection && (
          <>
            <DownloadLinks words={downloadsSection} heading={downloadsSection.guideHeading} pageTitle={guide.heading} />
            <h2 id="getting-started" className="mt-10 text-2xl">
              Getting Started
            </h2>
            <ol className="mt-4 space-y-5">
              {guide.tips.map((tip, index) => (
                <li key={tip.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 id={anchorId(tip.title)} className="text-lg">
                      {tip.title}
                    </h3>
                    <p className="mt-1">
                      <RichText text={tip.text} />
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </>
        )}
      </Prerendered>

      {/* Left out of site search (data-search="ignore"): every guide has it; the training pages answer it. */}
      <section className="mt-10 rounded-lg border-2 border-primary bg-secondary p-6 text-secondary-foreground" {...searchIgnored}>
        <h2 id="need-more-detailed-guidance" className="text-2xl">
          Need more detailed guidance?
        </h2>
        <p className="mt-2">Our one-to-one training covers {guide.name} in depth, at your pace, remotely or on site.</p>
        <ButtonLink to={guide.trainingPath} className="mt-4">
          See {guide.name} training
        </ButtonLink>
      </section>

      <BackLink to="/resources">Back to resources</BackLink>
    </div>
  );
}
