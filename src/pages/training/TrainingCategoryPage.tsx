import { Link } from 'react-router';
import { BackToCategories } from '../../components/training/BackToCategories';
import { LearnCard } from '../../components/training/LearnCard';
import { useCurrentRoute, useRouteContent } from '../../routes/currentRoute';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { FaqList } from '../../components/ui/FaqList';
import { RichText } from '../../components/ui/RichText';
import { ArrowRightIcon } from '../../components/ui/icons';
import type { TrainingCategoryPage as Category } from '../../../content-model/schemas';
import { anchorId } from '../../lib/anchor';

/**
 * One training category (SPEC §2 "Training category pages"); the routes share this component and
 * each loads its own content module (the route table's `content`). The heading is the route's name,
 * the title of the page's file.
 */
export default function TrainingCategoryPage() {
  const category = useRouteContent<Category>();
  const route = useCurrentRoute();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs />
      <h1 className="text-3xl sm:text-4xl">{route.name}</h1>
      <div className="mt-4 max-w-3xl space-y-3 text-lg">
        {category.intro.map((paragraph, index) => (
          <p key={index}>
            <RichText text={paragraph} />
          </p>
        ))}
      </div>

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <LearnCard items={category.learn} />

        {category.modules ? (
          <section className="rounded-lg border-2 border-border p-6">
            <h2 id="modules" className="text-2xl">
              Modules
            </h2>
            <ol className="mt-4 space-y-4">
              {category.modules.map((module) => (
                <li key={module.title}>
                  <h3 id={anchorId(module.title)} className="text-lg">
                    {module.title}
                  </h3>
                  <p className="mt-1">{module.text}</p>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>

      <section className="mt-12">
        <h2 id="tools-covered" className="text-2xl">
          Tools covered
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {category.tools.map((tool) => (
            <li key={tool.name} className="rounded-lg border-2 border-border p-5">
              <h3 id={anchorId(tool.name)} className="text-lg">
                {tool.name}
              </h3>
              <p className="mt-1">{tool.description}</p>
              {tool.link ? (
                <Link to={tool.link.href} className="mt-2 inline-flex min-h-8 items-center gap-1 font-bold">
                  {tool.link.text}
                  <ArrowRightIcon className="size-4" />
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-12">
        <h2 id="frequently-asked-questions" className="mb-4 text-2xl">
          Frequently asked questions
        </h2>
        {/* faq-<slug>: one exclusive group per page. */}
        <FaqList items={category.faqs} group={route.path.replace('/training/', 'faq-')} />
      </section>

      <BackToCategories />
    </div>
  );
}
