import type { ReactNode } from 'react';
import type { DocumentBlock, DocumentSection } from '../../../content-model/schemas';
import { BelowTheFold } from '../layout/BelowTheFold';
import { RichText } from './RichText';

type HeadingLevel = 2 | 3 | 4;

function Heading({ level, id, children }: { level: HeadingLevel; id?: string; children: string }) {
  const Tag = `h${level}` as const;
  const size = level === 2 ? 'text-2xl mt-10' : level === 3 ? 'text-xl mt-6' : 'text-lg mt-4';
  return (
    <Tag id={id} className={size}>
      {children}
    </Tag>
  );
}

/** A block is told by its shape (see DocumentBlock): a list has items, a subsection blocks, a paragraph is its text. */
function Block({ block, level }: { block: DocumentBlock; level: HeadingLevel }) {
  if ('items' in block) {
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List className={`mt-4 space-y-2 ps-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
        {block.items.map((item, index) => (
          <li key={index}>
            <RichText text={item} />
          </li>
        ))}
      </List>
    );
  }
  if ('blocks' in block) {
    return (
      <section>
        <Heading level={Math.min(level + 1, 4) as HeadingLevel}>{block.heading}</Heading>
        {block.blocks.map((child, index) => (
          <Block key={index} block={child} level={Math.min(level + 1, 4) as HeadingLevel} />
        ))}
      </section>
    );
  }
  return (
    <p className="mt-4">
      <RichText text={block} />
    </p>
  );
}

function Section({ section, extra }: { section: DocumentSection; extra?: ReactNode }) {
  return (
    // Plain sections, not named regions: the headings give the structure, and named regions would
    // repeat landmarks such as the footer's "Contact Us".
    <section>
      <Heading level={2} id={section.id}>
        {section.heading}
      </Heading>
      {section.blocks.map((block, index) => (
        <Block key={index} block={block} level={2} />
      ))}
      {extra}
    </section>
  );
}

/**
 * The sections of a long document (legal pages, About), each with an h2 that can be linked to. The
 * first section is hydrated with the page; the others each in a pass of their own, after it. `extras`
 * adds what is not the document's own words to the end of a section, by its anchor: the accessibility
 * statement's evidence, built from data (src/pages/legal/AccessibilityStatementPage.tsx).
 */
export function DocumentBody({ sections, extras = {} }: { sections: DocumentSection[]; extras?: Partial<Record<string, ReactNode>> }) {
  return (
    <>
      {sections.map((section, index) =>
        index === 0 ? (
          <Section key={section.id} section={section} extra={extras[section.id]} />
        ) : (
          <BelowTheFold key={section.id}>
            <Section section={section} extra={extras[section.id]} />
          </BelowTheFold>
        ),
      )}
    </>
  );
}
