import type { CompiledFaqItem } from '../../../content-model/schemas';
import { anchorId } from '../../lib/anchor';
import { searchBody, searchItem, searchTitle } from '../../lib/search/htmlHooks';
import { RichText } from './RichText';
import { useOpenWhenAddressed } from './useOpenWhenAddressed';

/**
 * An FAQ accordion from native <details> elements sharing one `name`: the browser keeps one item open
 * at a time, the open item collapses when its question is chosen again, Enter and Space work, the
 * expanded state is exposed to assistive technology, and everything is readable with JavaScript off.
 * Browsers without exclusive groups simply allow several open at once. An answer's paragraphs are
 * compiled by the build from the content file's Markdown (Inline). Each question has an id made from
 * its words, and an address ending in it (a site search result's) opens it.
 */
export function FaqList({ items, group }: { items: readonly CompiledFaqItem[]; group: string }) {
  useOpenWhenAddressed();

  return (
    <div className="divide-y-2 divide-border rounded-lg border-2 border-border">
      {items.map((item) => (
        <details key={item.question} id={anchorId(item.question)} name={group} className="faq-item group" {...searchItem('faq')}>
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-2 py-3 font-bold sm:gap-4 sm:px-4 hover:bg-secondary [&::-webkit-details-marker]:hidden">
            {/* Questions hold no links (a summary is one control); their {tokens} are filled by the build. */}
            <span {...searchTitle}>{item.question}</span>
            <span aria-hidden="true" className="text-2xl leading-none transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="space-y-3 px-4 pt-1 pb-4" {...searchBody}>
            {item.answer.map((paragraph, index) => (
              <p key={index}>
                <RichText text={paragraph} />
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
