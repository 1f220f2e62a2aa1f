import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { LinkCard } from '../../components/ui/LinkCard';
import { quickGuideCards as quickGuideCatalogue } from '../../content/generated/quickGuideCards';
import { anchorId } from '../../lib/anchor';

const quickGuidePath = (slug: string) => `/resources/software-quick-guides/${slug}`;

/** Software quick guides hub (SPEC §2): the guides grouped by category, "View guide" on each card. */
export default function QuickGuidesHubPage() {
  // Categories in the order they first appear in the guide list (no schema import: zod stays out).
  const categories = [...new Set(quickGuideCatalogue.map((guide) => guide.category))];
  const groups = categories.map((category) => ({ category, guides: quickGuideCatalogue.filter((guide) => guide.category === category) }));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs />
      <h1 className="text-3xl sm:text-4xl">Software Quick Guides</h1>
      <p className="mt-4 max-w-3xl text-lg">
        Short getting-started guides to the assistive and productivity software we teach: five tips to get going with each, and a link to
        training when you want to go further.
      </p>
      {groups.map(({ category, guides }) => (
        <section key={category} className="mt-10">
          <h2 id={anchorId(category)} className="border-b-2 border-border pb-1 text-2xl">
            {category}
          </h2>
          <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {guides.map((guide) => (
              <LinkCard
                key={guide.slug}
                heading={guide.name}
                headingLevel={3}
                description={guide.description}
                to={quickGuidePath(guide.slug)}
                label="View guide"
                accessibleName={`View guide: ${guide.name}`}
                look="button"
              />
            ))}
          </ul>
        </section>
      ))}
      {/* A link in a sentence, styled as one: not a button with its padding taken away. */}
      <p className="mt-12">
        Want hands-on help with any of these?{' '}
        <Link to="/training" className="font-bold">
          Explore our training
        </Link>
      </p>
    </div>
  );
}
