import { Link } from 'react-router';
import { BackToCategories } from '../../components/training/BackToCategories';
import { LearnCard } from '../../components/training/LearnCard';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { softwareAz } from '../../content/generated/softwareAz';
import { anchorId } from '../../lib/anchor';
import { searchBody, searchItem, searchTitle } from '../../lib/search/htmlHooks';

/** The tools grouped under their first letter, in the list's own (alphabetical) order. */
function byLetter(tools: typeof softwareAz.tools) {
  const groups = new Map<string, typeof softwareAz.tools>();
  for (const tool of tools) {
    const letter = tool.name.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tool]);
  }
  return [...groups];
}

/**
 * Software A–Z (SPEC §2), one of the eleven category pages: breadcrumb, heading and intro, the
 * invitation to ask about anything not listed, the "What you'll learn" card, the 33 tools in
 * alphabetical order under letter headings (each linking to the training page that covers it), and
 * "Back to categories". Only the FAQ of the other category pages is left out, as SPEC says. Each
 * tool has an id, the address of its own search result.
 */
export default function SoftwareAzPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Breadcrumbs />
      <h1 className="text-3xl sm:text-4xl">{softwareAz.heading}</h1>
      <p className="mt-4 text-lg">{softwareAz.intro}</p>
      <p className="mt-4 text-lg">
        <Link to="/contact" className="font-bold">
          If your tool isn&apos;t listed, ask
        </Link>
      </p>
      <div className="mt-8">
        <LearnCard items={softwareAz.learn} />
      </div>
      {byLetter(softwareAz.tools).map(([letter, tools]) => (
        <section key={letter} className="mt-8">
          <h2 id={anchorId(letter)} className="border-b-2 border-border pb-1 text-2xl">
            {letter}
          </h2>
          <ul className="mt-3 space-y-3">
            {tools.map((tool) => (
              // Each tool is a result of its own in site search, named by itself, not by its letter (issue 46).
              <li key={tool.name} id={anchorId(tool.name)} {...searchItem('product')}>
                <Link to={tool.link} className="text-lg font-bold" {...searchTitle}>
                  {tool.name}
                </Link>
                <p {...searchBody}>{tool.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <BackToCategories />
    </div>
  );
}
