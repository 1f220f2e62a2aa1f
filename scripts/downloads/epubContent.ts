import { escapeHtml } from '../../src/lib/html.ts';
import { formatLongDate } from '../../content-model/text/longDate.ts';
import type { Inline } from '../../content-model/text/inline.ts';
import type { DocumentBlock, DownloadDocument } from './document.ts';
import { language } from './docxLayout.ts';

/**
 * The EPUB's two XHTML documents (issue 45): the content, the page's words in the page's markup
 * (headings, paragraphs, lists, tables with their captions and header cells, as
 * src/components/ui/CommandTable.tsx draws them), and the navigation document, whose table of contents
 * lists the headings. No styling beyond a table's borders: a reading system sets the type, its size,
 * its colours and the spacing as its reader chooses, and the text reflows at any size.
 */

export const contentFile = 'content.xhtml';
export const navFile = 'nav.xhtml';
export const styleFile = 'style.css';

/** A heading as the table of contents lists it: its level, its words, its id in the content. */
export interface ContentHeading {
  level: 2 | 3;
  text: string;
  id: string;
}

const xhtmlStart = (title: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="${language}" xml:lang="${language}">
<head>
<meta charset="UTF-8"/>
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" type="text/css" href="${styleFile}"/>
</head>
`;

function inlineXhtml(inline: Inline): string {
  return inline
    .map((node) => (typeof node === 'string' ? escapeHtml(node) : `<a href="${escapeHtml(node.href)}">${escapeHtml(node.text)}</a>`))
    .join('');
}

/** A table as the page has it: caption, column headers with scope, and the keys' cells as row headers. */
function tableXhtml(block: Extract<DocumentBlock, { kind: 'table' }>): string {
  const header = block.header.map((name) => `<th scope="col">${escapeHtml(name)}</th>`).join('');
  const rows = block.rows.map((row) => {
    const cells = row.map((cell, index) =>
      index === block.keyColumn ? `<th scope="row"><kbd>${inlineXhtml(cell)}</kbd></th>` : `<td>${inlineXhtml(cell)}</td>`,
    );
    return `<tr>${cells.join('')}</tr>`;
  });
  return `<table>\n<caption>${escapeHtml(block.caption)}</caption>\n<thead><tr>${header}</tr></thead>\n<tbody>\n${rows.join('\n')}\n</tbody>\n</table>`;
}

function blockXhtml(block: DocumentBlock, headingId: () => string): string {
  switch (block.kind) {
    case 'heading':
      // Only the headings the table of contents lists have an id (a level 1 is the title's rank).
      return block.level === 1
        ? `<h1>${escapeHtml(block.text)}</h1>`
        : `<h${block.level} id="${headingId()}">${escapeHtml(block.text)}</h${block.level}>`;
    case 'paragraph':
      return `<p>${inlineXhtml(block.text)}</p>`;
    case 'list': {
      const tag = block.ordered ? 'ol' : 'ul';
      return `<${tag}>\n${block.items.map((item) => `<li>${inlineXhtml(item)}</li>`).join('\n')}\n</${tag}>`;
    }
    case 'table':
      return tableXhtml(block);
  }
}

/** The headings the table of contents lists: every heading below the title, numbered in order. */
export function contentHeadings(doc: DownloadDocument): ContentHeading[] {
  const headings: ContentHeading[] = [];
  for (const block of doc.blocks) {
    if (block.kind === 'heading' && block.level > 1) {
      headings.push({ level: block.level as 2 | 3, text: block.text, id: `section-${headings.length + 1}` });
    }
  }
  return headings;
}

/** The content document: the title, the line under it, then the page's content in its order. */
export function contentXhtml(doc: DownloadDocument): string {
  let headings = 0;
  const headingId = () => `section-${++headings}`;
  const body = doc.blocks.map((block) => blockXhtml(block, headingId)).join('\n');
  return `${xhtmlStart(doc.title)}<body>
<main>
<h1 id="title">${escapeHtml(doc.title)}</h1>
<p>${escapeHtml(doc.description)}</p>
<p>Produced by ${escapeHtml(doc.producer)} from the web page <a href="${escapeHtml(doc.source.url)}">${escapeHtml(doc.source.url)}</a>, whose words last changed on ${escapeHtml(formatLongDate(doc.source.lastUpdated))}.</p>
${body}
</main>
</body>
</html>
`;
}

/** The navigation document: "Contents", each main heading with its subheadings nested under it. */
export function navXhtml(doc: DownloadDocument): string {
  const entry = (heading: ContentHeading) => `<a href="${contentFile}#${heading.id}">${escapeHtml(heading.text)}</a>`;
  const items: string[] = [];
  let open: { line: string; children: string[] } | undefined;
  const close = () => {
    if (!open) return;
    const children = open.children.length ? `\n<ol>\n${open.children.join('\n')}\n</ol>\n` : '';
    items.push(`<li>${open.line}${children}</li>`);
    open = undefined;
  };
  for (const heading of contentHeadings(doc)) {
    const line = entry(heading);
    if (heading.level === 3 && open) open.children.push(`<li>${line}</li>`);
    else {
      close();
      open = { line, children: [] };
    }
  }
  close();
  return `${xhtmlStart(`${doc.title}: contents`)}<body>
<nav epub:type="toc" role="doc-toc" id="toc" aria-labelledby="toc-heading">
<h1 id="toc-heading">Contents</h1>
<ol>
<li><a href="${contentFile}#title">${escapeHtml(doc.title)}</a></li>
${items.join('\n')}
</ol>
</nav>
</body>
</html>
`;
}

/** Borders that show a table's rows and columns; nothing else, so the reader's settings rule. */
export const styleCss = `table { border-collapse: collapse; }
th, td { border: 1px solid; padding: 0.25em 0.5em; text-align: left; vertical-align: top; }
caption { font-weight: bold; text-align: left; }
`;
