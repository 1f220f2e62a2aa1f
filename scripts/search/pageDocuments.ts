import { JSDOM } from 'jsdom';
import {
  isSearchItemKind,
  SEARCH_ATTRIBUTE,
  SEARCH_BODY_ATTRIBUTE,
  SEARCH_IGNORE,
  SEARCH_ITEM_ATTRIBUTE,
  SEARCH_TITLE_ATTRIBUTE,
  searchItemSelector,
} from '../../src/lib/search/htmlHooks';
import type { SearchDocument, SearchDocumentKind } from '../../content-model/search/types.ts';

/**
 * The search documents of one prerendered page (issue 23, docs/decisions/051). The index is made from
 * what the visitor is shown, not from the content files, so every page of the sitemap is searchable
 * with no other edit, in the words and order it is drawn in.
 *
 * A page becomes several documents, each one answer a visitor can be sent to:
 *  - the page itself: its h1 and the words before its first section (what it merely mentions);
 *  - each section: an h2, h3 or h4 and the words up to the next heading;
 *  - each row of a command table (a keystroke and what it does), under the heading it sits in;
 *  - each item the page marks with `data-search-item` (a glossary term, an FAQ question): a document of
 *    that kind, titled by its `data-search-title` part, its text its `data-search-body` part.
 * The hooks are named in src/lib/search/htmlHooks.ts, which the components import too: the index reads
 * what they mark, never a component's markup or class names. An item of a kind it does not know, or
 * with no title, stops the build (tests/dist/htmlHooks.test.ts finds it in the pages first).
 * A document's address is the nearest anchor a link can reach: the item's own id (a question, a
 * term, a command table), else the id of the heading it sits under, else the page. Parts marked `data-search="ignore"` (the closing call to
 * contact us on every guide) and the breadcrumb trail are left out: they would match everywhere.
 */
export function pageDocuments(html: string, path: string, pageName?: string): Omit<SearchDocument, 'id'>[] {
  const { document } = new JSDOM(html).window;
  const main = document.querySelector('main');
  const h1 = main?.querySelector('h1');
  if (!main || !h1) return [];
  // The home page's h1 is a slogan: its results say "Home".
  const pageTitle = pageName ?? visibleText(h1);
  const documents: Omit<SearchDocument, 'id'>[] = [];
  const pageDocument = { kind: 'page' as const, url: path, page: pageTitle, title: pageTitle, text: '' };
  documents.push(pageDocument);

  /** The headings above the current point, by level (index 2 is the current h2). */
  const headings: ({ text: string; id: string | null } | undefined)[] = [];
  let current: Omit<SearchDocument, 'id'> = pageDocument;

  const anchor = () => {
    for (let level = headings.length - 1; level >= 2; level -= 1) {
      const heading = headings[level];
      if (heading?.id) return `${path}#${heading.id}`;
    }
    return path;
  };
  const sectionName = () => headings.filter(Boolean).at(-1)?.text;
  const add = (kind: SearchDocumentKind, title: string, text: string, id?: string | null, inSection = sectionName()) => {
    if (!title) return;
    const section = inSection;
    documents.push({
      kind,
      url: id ? `${path}#${id}` : anchor(),
      page: pageTitle,
      ...(section ? { section } : {}),
      title,
      text: clean(text),
    });
  };
  const append = (text: string) => {
    const words = clean(text);
    if (words) current.text = current.text ? `${current.text} ${words}` : words;
  };

  const visit = (element: Element): void => {
    if (element.getAttribute(SEARCH_ATTRIBUTE) === SEARCH_IGNORE || element.getAttribute('aria-hidden') === 'true') return;
    if (element.matches('nav[aria-label="Breadcrumb"], script, style, template, noscript')) return;
    const heading = /^H([1-4])$/.exec(element.tagName);
    if (heading) {
      const level = Number(heading[1]);
      if (level === 1) return;
      headings.length = level;
      headings[level] = { text: clean(element.textContent), id: element.id || null };
      const parent = headings.slice(2, level).filter(Boolean).at(-1)?.text;
      current = {
        kind: 'section',
        url: anchor(),
        page: pageTitle,
        ...(parent ? { section: parent } : {}),
        title: headings[level]!.text,
        text: '',
      };
      documents.push(current);
      return;
    }
    if (element.hasAttribute(SEARCH_ITEM_ATTRIBUTE)) {
      const kind = element.getAttribute(SEARCH_ITEM_ATTRIBUTE);
      const title = element.querySelector(`[${SEARCH_TITLE_ATTRIBUTE}]`);
      if (!isSearchItemKind(kind) || !title) {
        throw new Error(
          `${path}: an item marked ${SEARCH_ITEM_ATTRIBUTE}="${kind}" ${title ? 'is of a kind the search index does not know' : `has no ${SEARCH_TITLE_ATTRIBUTE} part`} (src/lib/search/htmlHooks.ts names the kinds).`,
        );
      }
      const body = [...element.querySelectorAll(`[${SEARCH_BODY_ATTRIBUTE}]`)].map(spacedText);
      add(kind, visibleText(title), body.join(' '), element.id || title.id);
      return;
    }
    if (element.tagName === 'TR' && element.querySelector('th[scope="row"]')) {
      const keys = clean(element.querySelector('th[scope="row"]')?.textContent);
      const action = [...element.querySelectorAll('td')].map(spacedText).join(' ');
      // A table's caption names it more closely than the heading above it, and its box has the id.
      const table = element.closest('table');
      const caption = table?.querySelector('caption');
      // Its name is the keys and what they do ("Insert+F7: List the links on the page."), so a search
      // for the keys counts them as the result's own words.
      add('command', `${keys}: ${clean(action)}`, '', element.id || table?.closest('[id]')?.id, caption ? visibleText(caption) : undefined);
      return;
    }
    if (element.tagName === 'THEAD' || element.tagName === 'CAPTION') return;
    if (element.children.length === 0 || /^(P|LI|DD|DT|TD|TH|BLOCKQUOTE|FIGCAPTION|A|BUTTON|LABEL)$/.test(element.tagName)) {
      if (!element.querySelector(`h2, h3, h4, details, tr, [${SEARCH_ATTRIBUTE}], ${searchItemSelector()}`)) {
        append(spacedText(element));
        return;
      }
    }
    for (const child of element.children) visit(child);
  };
  for (const child of main.children) visit(child);

  return documents.filter((item) => item.kind !== 'section' || item.text);
}

/** Elements that sit inside a line of text: no space is added around them. */
const inlineTags = new Set([
  'A',
  'ABBR',
  'B',
  'CODE',
  'EM',
  'I',
  'KBD',
  'MARK',
  'Q',
  'S',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'TIME',
  'U',
]);

/** An element's words, with a space where one block of text ends and the next begins. */
function spacedText(element: Element): string {
  let text = '';
  for (const node of element.childNodes) {
    if (node.nodeType === node.TEXT_NODE) text += node.textContent ?? '';
    else if (node.nodeType === node.ELEMENT_NODE) {
      const child = node as Element;
      if (child.getAttribute('aria-hidden') === 'true' || child.getAttribute(SEARCH_ATTRIBUTE) === SEARCH_IGNORE) continue;
      // A span laid out as a block, or as an item of a flex or grid box, is a line of its own.
      const laidOut = /\b(?:block|flex|grid)\b/.test(`${child.getAttribute('class') ?? ''} ${element.getAttribute('class') ?? ''}`);
      const inline = inlineTags.has(child.tagName) && !laidOut;
      text += inline ? spacedText(child) : ` ${spacedText(child)} `;
    }
  }
  return text;
}

/** The words of an element a sighted visitor sees (not its screen-reader-only punctuation). */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.sr-only, [aria-hidden="true"]')) hidden.remove();
  return clean(copy.textContent);
}

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}
