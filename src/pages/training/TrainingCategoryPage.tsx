import { Link } from 'react-router';
import { BackToCategories } from '../../components/training/BackToCategories';
import { LearnCard } from '../../components/training/LearnCard';
import { useRouteContent } from '../../routes/currentRoute';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { FaqList } from '../../components/ui/FaqList';
import { RichText } from '../../components/ui/RichText';
import { ArrowRightIcon } from '../../components/ui/icons';
import type { CoveredTool, TrainingCategoryPage as Category } from '../../content/schemas';

/** Link text that makes sense on its own: "JAWS tutorial", "Dragon quick guide". */
function toolLinkText(tool: CoveredTool): string {
  if (tool.link?.startsWith('/resources/screen-reader-tutorials/')) return `${tool.name} tutorial`;
  if (tool.link?.startsWith('/resources/software-quick-guides/')) return `${tool.name} quick guide`;
  return tool.name;
}

/**
 * One training category (SPEC §2 "Training category pages"); the ten routes share this component
 * and each loads its own content module (the route table's `content`).
 */
export default function TrainingCategoryPage() {
  const category = useRouteContent<Category>();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Breadcrumbs />
      <h1 className="text-3xl sm:text-4xl">{category.heading}</h1>
      <div className="mt-4 max-w-3xl space-y-3 text-lg">
        {category.intro.map((paragraph) => (
          <p key={paragraph}>
            <RichText text={paragraph} />
          </p>
        ))}
      </div>

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <LearnCard items={category.learn} />

        {category.modules ? (
          <section className="rounded-lg border-2 border-border p-6">
            <h2 className="text-2xl">
              Modules
            </h2>
            <ol className="mt-4 space-y-4">
              {category.modules.map((module) => (
                <li key={module.title}>
                  <h3 className="text-lg">{module.title}</h3>
                  <p className="mt-1">{module.text}</p>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>

      <section className="mt-12">
        <h2 className="text-2xl">
          Tools covered
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {category.tools.map((tool) => (
            <li key={tool.name} className="rounded-lg border-2 border-border p-5">
              <h3 className="text-lg">{tool.name}</h3>
              <p className="mt-1">{tool.description}</p>
              {tool.link ? (
                <Link to={tool.link} className="mt-2 inline-flex min-h-8 items-center gap-1 font-bold">
                  {toolLinkText(tool)}
                  <ArrowRightIcon className="size-4" />
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-12">
        <h2 className="mb-4 text-2xl">
          Frequently asked questions
        </h2>
        <FaqList items={category.faqs} group={`faq-${category.slug}`} />
      </section>

      <BackToCategories />
    </div>
  );
}
