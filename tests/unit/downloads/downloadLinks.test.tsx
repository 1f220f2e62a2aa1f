// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { WrittenDownload } from '../../../content-model/downloads/files';
import { renderWithGiven } from '../../../src/components/layout/prerenderGiven';
import { downloadsSection } from '../../../src/content/generated/downloadsSection';
import { DownloadLinks, kilobytes } from '../../../src/pages/resources/DownloadLinks';

const words = downloadsSection!;
const page = '/resources/software-quick-guides/dragon';
const wordType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const written: WrittenDownload[] = [
  { pagePath: page, format: 'docx', href: '/downloads/dragon-quick-guide.docx', bytes: 12_300, type: 'DOCX', mediaType: wordType },
  {
    pagePath: page,
    format: 'largePrintDocx',
    href: '/downloads/dragon-quick-guide-large-print.docx',
    bytes: 12_289,
    type: 'DOCX',
    mediaType: wordType,
  },
  { pagePath: page, format: 'brf', href: '/downloads/dragon-quick-guide.brf', bytes: 3_000, type: 'BRF', mediaType: 'text/plain' },
  {
    pagePath: page,
    format: 'epub',
    href: '/downloads/dragon-quick-guide.epub',
    bytes: 14_000,
    type: 'ebook',
    mediaType: 'application/epub+zip',
  },
  {
    pagePath: '/resources/screen-reader-tutorials/jaws',
    format: 'brf',
    href: '/downloads/jaws-tutorial.brf',
    bytes: 9,
    type: 'BRF',
    mediaType: 'text/plain',
  },
];

afterEach(cleanup);

/** The component as the prerender renders it: at `at`, given the files it wrote (or none). */
function prerender(at: string, downloads?: WrittenDownload[]) {
  return renderWithGiven({ downloads }, () =>
    render(
      <MemoryRouter initialEntries={[at]}>
        <DownloadLinks words={words} heading={words.guideHeading} pageTitle="Dragon Quick Guide" />
      </MemoryRouter>,
    ),
  );
}

describe('DownloadLinks', () => {
  it("offers this page's files under its heading, each named by its format, its size and the page", () => {
    prerender(page, written);
    const section = within(screen.getByRole('heading', { level: 2, name: 'Download this guide' }).closest('section')!);
    const links = section.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Word document (DOCX, 13 KB) of the Dragon Quick Guide',
      'Large print Word document (DOCX, 13 KB) of the Dragon Quick Guide',
      'Braille-ready file (BRF, 3 KB) of the Dragon Quick Guide',
      'EPUB (ebook, 14 KB) of the Dragon Quick Guide',
    ]);
    // What a person sees: the format and the size; the page's name is for screen readers only.
    expect(links.map((link) => link.querySelector('.sr-only')?.textContent)).toEqual(Array(4).fill(' of the Dragon Quick Guide'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(written.slice(0, 4).map((file) => file.href));
    for (const link of links) expect(link).toHaveAttribute('download');
    expect(section.getByText(words.formats.brf.use)).toBeInTheDocument();
    expect(section.getByText(words.formats.epub.use)).toBeInTheDocument();
    expect(section.getByText(words.intro)).toBeInTheDocument();
  });

  it('offers only the files the prerender wrote: without a braille file (a build without liblouis), no word of the section names one', () => {
    prerender(
      page,
      written.filter((file) => file.format !== 'brf'),
    );
    const section = within(screen.getByRole('heading', { level: 2, name: 'Download this guide' }).closest('section')!);
    expect(section.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Word document (DOCX, 13 KB) of the Dragon Quick Guide',
      'Large print Word document (DOCX, 13 KB) of the Dragon Quick Guide',
      'EPUB (ebook, 14 KB) of the Dragon Quick Guide',
    ]);
    expect(section.queryByRole('link', { name: /braille/i })).not.toBeInTheDocument();
    expect(section.getByText(words.intro)).toBeInTheDocument();
    expect(section.queryByText(words.formats.brf.use)).not.toBeInTheDocument();
    // Only the EPUB's own line speaks of braille: of reading the ebook on a braille display.
    const sectionText = screen.getByRole('heading', { level: 2, name: 'Download this guide' }).closest('section')!.textContent!;
    expect(sectionText.replace(words.formats.epub.use, '')).not.toMatch(/braille|BRF/i);
    expect(words.formats.epub.use).toMatch(/braille display/);
  });

  it('shows nothing where the prerender gave no files: `npm run dev`, or a page without downloads', () => {
    const { container } = prerender(page);
    expect(container).toBeEmptyDOMElement();
    cleanup();
    expect(prerender('/resources/software-quick-guides/notion', written).container).toBeEmptyDOMElement();
  });
});

describe('kilobytes', () => {
  it('gives whole kilobytes of 1,024 bytes, rounded up as file managers do, never 0', () => {
    expect([1, 1024, 1025, 12_289, 1_536_000].map(kilobytes)).toEqual(['1', '1', '2', '13', '1,500']);
  });
});
