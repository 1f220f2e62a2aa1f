import { within } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { absoluteUrl, site } from '../../../src/config/site';
import { inlineText } from '../../../content-model/text/inline.ts';
import { defaultContentFolder } from '../../../content-model/disk';
import { compileContent } from '../../../content-model/compiler/compiledContent.ts';
import type { DocumentBlock, DownloadDocument } from '../../../scripts/downloads/document';
import { writeEpub } from '../../../scripts/downloads/epub';
import { formatLongDate } from '../../../content-model/text/longDate.ts';
import { conformsTo } from '../../../scripts/downloads/epubPackage';
import { downloadDocuments } from '../../../scripts/downloads/fromContent';
import { epubParts, metadataValues, type EpubParts } from '../support/epubParts';

/**
 * The EPUB downloads (issue 45, docs/decisions/087) of every tutorial and quick guide: what a reading
 * system and its screen reader get (the container as OCF lays it out, the table of contents, the
 * page's headings, lists and tables, the language) and what the package says of the book (its source,
 * its date, the accessibility metadata of EPUB Accessibility 1.1), and the same bytes every build.
 * epubcheck and Ace by DAISY check the built files: tests/dist/epubChecks.test.ts.
 */
const documents = downloadDocuments(compileContent(defaultContentFolder));
const books = new Map<string, EpubParts>();

beforeAll(async () => {
  for (const doc of documents) books.set(doc.path, await epubParts(await writeEpub(doc)));
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
});

type Table = Extract<DocumentBlock, { kind: 'table' }>;
type List = Extract<DocumentBlock, { kind: 'list' }>;
const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();

describe.each(documents.map((doc) => [doc.path, doc] as const))('%s', (path, doc: DownloadDocument) => {
  const book = () => books.get(path)!;
  const main = () => within(book().content.body);

  it('is a container a reading system opens: "mimetype" first, stored as it is, then the package it names', () => {
    const { first, names, container } = book();
    expect(first).toEqual({ name: 'mimetype', method: 0, extraLength: 0, data: 'application/epub+zip' });
    expect(names[0]).toBe('mimetype');
    expect(container.querySelector('rootfile')?.getAttribute('media-type')).toBe('application/oebps-package+xml');
  });

  it('is in British English, titled with the page’s heading', () => {
    for (const part of [book().content, book().nav]) {
      expect(part.documentElement.getAttribute('lang')).toBe('en-GB');
      expect(part.documentElement.getAttribute('xml:lang')).toBe('en-GB');
    }
    expect(metadataValues(book().opf, 'dc:language')).toEqual(['en-GB']);
    expect(metadataValues(book().opf, 'dc:title')).toEqual([doc.title]);
    expect(book().content.title).toBe(doc.title);
  });

  it('has the page’s headings, in order, at their levels', () => {
    const headings = main()
      .getAllByRole('heading')
      .map((heading) => `${heading.tagName.toLowerCase()} ${text(heading)}`);
    expect(headings).toEqual([
      `h1 ${doc.title}`,
      ...doc.blocks.flatMap((block) => (block.kind === 'heading' ? [`h${block.level} ${block.text}`] : [])),
    ]);
  });

  it('has a table of contents that goes to every heading, each subheading under its heading', () => {
    const nav = book().nav.querySelector('nav')!;
    expect(nav.getAttribute('epub:type')).toBe('toc');
    expect(within(nav).getByRole('heading', { level: 1 }).textContent).toBe('Contents');
    const entries = [...nav.querySelectorAll('a')].map((link) => {
      const depth = [...ancestors(link)].filter((element) => element.tagName === 'OL').length;
      const target = book().content.getElementById(link.getAttribute('href')!.split('#')[1]!);
      return `${depth} ${text(link)} → ${target ? `${target.tagName.toLowerCase()} ${text(target)}` : 'nothing'}`;
    });
    const headings = doc.blocks.flatMap((block) => (block.kind === 'heading' ? [block] : []));
    let underHeading = false;
    expect(entries).toEqual([
      `1 ${doc.title} → h1 ${doc.title}`,
      ...headings.map((heading) => {
        const nested = heading.level === 3 && underHeading;
        if (heading.level === 2) underHeading = true;
        return `${nested ? 2 : 1} ${heading.text} → h${heading.level} ${heading.text}`;
      }),
    ]);
  });

  it('has each table as the page has it: its caption, column headers and a row header for each command', () => {
    const tables = doc.blocks.filter((block): block is Table => block.kind === 'table');
    const drawn = main().queryAllByRole('table');
    expect(drawn).toHaveLength(tables.length);
    tables.forEach((table, index) => {
      const element = drawn[index]!;
      expect(main().getByRole('table', { name: table.caption })).toBe(element);
      const columns = within(element).getAllByRole('columnheader');
      expect(columns.map(text)).toEqual(table.header);
      for (const column of columns) expect(column.getAttribute('scope')).toBe('col');
      const rowHeaders = within(element).getAllByRole('rowheader');
      expect(rowHeaders.map(text)).toEqual(table.rows.map((row) => inlineText(row[table.keyColumn!]!)));
      for (const header of rowHeaders) expect(header.getAttribute('scope')).toBe('row');
      const cells = (row: Element) => [...row.children].map(text).join(' | ');
      expect(within(element).getAllByRole('row').slice(1).map(cells)).toEqual(table.rows.map((row) => row.map(inlineText).join(' | ')));
    });
  });

  it('has the page’s lists, its steps in numbered lists, and every link working off the site', () => {
    const lists = doc.blocks.filter((block): block is List => block.kind === 'list');
    const drawn = main().queryAllByRole('list');
    expect(drawn.map((list) => `${list.tagName.toLowerCase()} ${within(list).getAllByRole('listitem').map(text).join(' | ')}`)).toEqual(
      lists.map((list) => `${list.ordered ? 'ol' : 'ul'} ${list.items.map(inlineText).join(' | ')}`),
    );
    for (const link of main().queryAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
  });

  it('says which version it is, in its words and its metadata: who made it, from which page, and when its words last changed', () => {
    expect(main().getByText(/^Produced by /).textContent).toBe(
      `Produced by ${site.companyName} from the web page ${absoluteUrl(doc.path)}, whose words last changed on ${formatLongDate(doc.source.lastUpdated)}.`,
    );
    expect(
      main()
        .getByRole('link', { name: absoluteUrl(doc.path) })
        .getAttribute('href'),
    ).toBe(absoluteUrl(doc.path));
    const value = (name: string) => metadataValues(book().opf, name);
    expect(value('dc:source')).toEqual([absoluteUrl(doc.path)]);
    expect(value('dcterms:modified')).toEqual([`${doc.source.lastUpdated}T00:00:00Z`]);
  });

  it('has the accessibility metadata of EPUB Accessibility 1.1', () => {
    const value = (name: string) => metadataValues(book().opf, name);
    expect(value('schema:accessMode')).toEqual(['textual']);
    expect(value('schema:accessModeSufficient')).toEqual(['textual']);
    expect(value('schema:accessibilityFeature')).toEqual([
      'structuralNavigation',
      'tableOfContents',
      'readingOrder',
      'displayTransformability',
    ]);
    expect(value('schema:accessibilityHazard')).toEqual(['none']);
    // The summary names what this book has, and nothing it lacks.
    const summary = value('schema:accessibilitySummary')[0]!;
    expect(summary).toContain(doc.title);
    expect(summary.includes('tables whose header cells'), summary).toBe(doc.blocks.some((block) => block.kind === 'table'));
    expect(summary.includes('numbered steps'), summary).toBe(doc.blocks.some((block) => block.kind === 'list' && block.ordered));
    expect(value('dcterms:conformsTo')).toEqual(['EPUB Accessibility 1.1 - WCAG 2.2 Level AA']);
    // Evaluated by its publisher, as the spec's self-evaluation example: no certifier is invented.
    expect(value('dc:publisher')).toEqual([site.companyName]);
    expect(value('a11y:certifiedBy')).toEqual([site.companyName]);
    const certifier = [...book().opf.querySelectorAll('meta')].find((meta) => meta.getAttribute('property') === 'a11y:certifiedBy')!;
    expect(certifier.getAttribute('refines')).toBe('#conformance');
  });
});

function* ancestors(element: Element): Generator<Element> {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) yield parent;
}

describe('writeEpub', () => {
  const doc = documents.find((each) => each.fileName === 'jaws-tutorial')!;

  it('gives the same bytes however often and whenever it is made', async () => {
    const first = await writeEpub(doc);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-07-15T13:45:10Z'));
    expect(Buffer.compare(first, await writeEpub(doc))).toBe(0);
  });

  it('dates the book by the day its words last changed, as EPUB writes a time: to the second, in UTC', async () => {
    const book = await epubParts(await writeEpub({ ...doc, source: { ...doc.source, lastUpdated: '2026-11-20' } }));
    expect(metadataValues(book.opf, 'dcterms:modified')).toEqual(['2026-11-20T00:00:00Z']);
  });

  it('claims the conformance in the words EPUB Accessibility 1.1 gives', () => {
    expect(conformsTo).toMatch(/^EPUB Accessibility 1\.1 - WCAG 2\.\d Level AA$/);
  });
});
