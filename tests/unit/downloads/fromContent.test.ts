// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { absoluteUrl } from '../../../src/config/site';
import { inlineText } from '../../../content-model/text/inline.ts';
import QuickGuidePage from '../../../src/pages/resources/QuickGuidePage';
import TutorialPage from '../../../src/pages/resources/TutorialPage';
import { RouteContentContext } from '../../../src/routes/currentRoute';
import { defaultContentFolder } from '../../../content-model/disk';
import { compileContent } from '../../../content-model/compiler/compiledContent.ts';
import { loadQuickGuides } from '../../../content-model/compiler/quickGuides.ts';
import { loadTutorials } from '../../../content-model/compiler/tutorials.ts';
import type { DownloadDocument } from '../../../scripts/downloads/document';
import { downloadDocuments } from '../../../scripts/downloads/fromContent';
import { linksOf } from '../support/docxParts';

/**
 * A download holds the page: every tutorial and quick guide page is rendered as a visitor gets it,
 * and its document must have the same headings, words, lists, tables and links, in the same order,
 * leaving out only the breadcrumb and "Back to resources".
 */
const documents = downloadDocuments(compileContent(defaultContentFolder));
const tutorials = loadTutorials(defaultContentFolder);
const quickGuides = loadQuickGuides(defaultContentFolder);

afterEach(cleanup);

/** The page at the document's address, without the breadcrumb and the back link. */
function pageContent(doc: DownloadDocument): HTMLElement {
  const tutorial = tutorials.find((loaded) => loaded.route.path === doc.path);
  const guide = quickGuides.find((loaded) => loaded.route.path === doc.path);
  const [page, content]: [ComponentType, unknown] = tutorial ? [TutorialPage, tutorial.tutorial] : [QuickGuidePage, guide!.guide];
  const { container } = render(
    createElement(
      MemoryRouter,
      { initialEntries: [doc.path] },
      createElement(RouteContentContext.Provider, { value: content }, createElement(page)),
    ),
  );
  container.querySelector('nav[aria-label="Breadcrumb"]')!.remove();
  const back = [...container.querySelectorAll('a')].find((link) => link.textContent?.includes('Back to resources'));
  back!.remove();
  return container;
}

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
/** The words, in order, punctuation aside: a page's lines and a document's lines break differently. */
const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/** The words a visitor reads on the page: what screen readers skip (aria-hidden) and say only to them (sr-only) aside. */
function pageWords(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('[aria-hidden="true"], .sr-only')) continue;
    texts.push(node.textContent ?? '');
  }
  return words(texts.join(' '));
}

function documentWords(doc: DownloadDocument): string[] {
  const texts = [doc.title, doc.description];
  for (const block of doc.blocks) {
    if (block.kind === 'heading') texts.push(block.text);
    if (block.kind === 'paragraph') texts.push(inlineText(block.text));
    if (block.kind === 'list') texts.push(...block.items.map(inlineText));
    if (block.kind === 'table') texts.push(block.caption, ...block.header, ...block.rows.flat().map(inlineText));
  }
  return words(texts.join(' '));
}

function documentLinks(doc: DownloadDocument) {
  return doc.blocks.flatMap((block) =>
    block.kind === 'paragraph' ? linksOf(block.text) : block.kind === 'list' ? block.items.flatMap(linksOf) : [],
  );
}

describe('downloadDocuments', () => {
  it('makes one document for every tutorial and every quick guide, its files named for its address and what it is', () => {
    const paths = [...tutorials, ...quickGuides].map((loaded) => loaded.route.path);
    expect(documents.map((doc) => doc.path)).toEqual(paths);
    for (const doc of documents) {
      const slug = doc.path.split('/').pop()!;
      expect(doc.fileName).toBe(doc.path.includes('/screen-reader-tutorials/') ? `${slug}-tutorial` : `${slug}-quick-guide`);
    }
  });

  describe.each(documents.map((doc) => [doc.path, doc] as const))('%s', (_, doc) => {
    it('has the page’s headings, in order, at their levels', () => {
      const page = pageContent(doc);
      const pageHeadings = [...page.querySelectorAll('h1, h2, h3')].map((heading) => `${heading.tagName} ${clean(heading.textContent)}`);
      const docHeadings = [
        `H1 ${doc.title}`,
        ...doc.blocks.flatMap((block) => (block.kind === 'heading' ? [`H${block.level} ${block.text}`] : [])),
      ];
      expect(docHeadings).toEqual(pageHeadings);
    });

    it('has every word of the page, in the page’s order', () => {
      expect(documentWords(doc)).toEqual(pageWords(pageContent(doc)));
    });

    it('has the page’s lists as lists, numbered where the page numbers them', () => {
      const page = pageContent(doc);
      // The page's lists of text; the step-by-step guide and the tips are lists of sections, headings in a document.
      const pageLists = [...page.querySelectorAll('ul, ol')]
        .filter((list) => !list.querySelector('h3'))
        .map((list) => `${list.tagName === 'OL' ? 'numbered' : 'bulleted'} ${list.children.length}`);
      const docLists = doc.blocks.flatMap((block) =>
        block.kind === 'list' ? [`${block.ordered ? 'numbered' : 'bulleted'} ${block.items.length}`] : [],
      );
      expect(docLists).toEqual(pageLists);
    });

    it('has the page’s command tables: caption, columns and every command', () => {
      const page = pageContent(doc);
      const pageTables = [...page.querySelectorAll('table')].map((table) => ({
        caption: clean(table.caption?.textContent),
        header: [...table.querySelectorAll('thead th')].map((cell) => clean(cell.textContent)),
        rows: [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => clean(cell.textContent))),
      }));
      const docTables = doc.blocks.flatMap((block) =>
        block.kind === 'table'
          ? [{ caption: block.caption, header: block.header, rows: block.rows.map((row) => row.map(inlineText)) }]
          : [],
      );
      expect(docTables).toEqual(pageTables);
      for (const block of doc.blocks) if (block.kind === 'table') expect(block.header[block.keyColumn!]).toBe('Command');
    });

    it('has the page’s links, each to an address that works off the site', () => {
      const page = pageContent(doc);
      const pageLinks = [...page.querySelectorAll('a[href]')].map((link) => ({
        href: absoluteUrl(link.getAttribute('href')!),
        text: clean(
          [...link.childNodes]
            .filter((node) => !(node instanceof Element && node.matches('.sr-only, svg')))
            .map((node) => node.textContent)
            .join(''),
        ),
      }));
      expect(documentLinks(doc)).toEqual(pageLinks);
      for (const link of documentLinks(doc)) expect(link.href).toMatch(/^https:\/\//);
    });
  });
});
