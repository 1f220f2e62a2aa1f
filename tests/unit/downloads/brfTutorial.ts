import { readFileSync } from 'node:fs';
import type { Inline, InlineNode } from '../../../src/lib/inline.ts';
import type { DocumentBlock, DownloadDocument } from '../../../scripts/downloads/document.ts';

/**
 * A real tutorial or quick guide (src/content/<folder>/<slug>.md) as a DownloadDocument, for the braille tests only:
 * a small reader of the Markdown these files use (headings, paragraphs, lists, command tables, links),
 * so the tests run on the site's real keystrokes. The site's own reader is scripts/downloads/fromContent.ts.
 */
function inline(text: string): Inline {
  const nodes: InlineNode[] = [];
  const link = /\[([^\]]+)\]\(([^)]+)\)/gu;
  let last = 0;
  for (const match of text.matchAll(link)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push({ text: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes.map((node) => (typeof node === 'string' ? node.replace(/\*\*|`/gu, '') : node));
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/gu, '')
    .split('|')
    .map((cell) => cell.trim());

export function tutorialDocument(slug: string, folder = 'tutorials'): DownloadDocument {
  const source = readFileSync(`src/content/${folder}/${slug}.md`, 'utf8');
  const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/u.exec(source) ?? [];
  const field = (name: string) =>
    (new RegExp(`^${name}: (.*)$`, 'mu').exec(front)?.[1] ?? '').replace(/^'(.*)'$/u, '$1').replace(/''/gu, "'");
  const blocks: DocumentBlock[] = [];
  let caption = '';
  for (const chunk of body.split(/\n\s*\n/u)) {
    const lines = chunk.trim().split('\n');
    const first = lines[0] ?? '';
    if (first === '') continue;
    const heading = /^(#{2,3}) (.*)$/u.exec(first);
    if (heading) {
      // A level-3 heading just before a table is the table's caption, as the page shows it.
      const [, marks = '', text = ''] = heading;
      if (lines.length === 1 && marks === '###') caption = text;
      blocks.push({ kind: 'heading', level: marks.length as 2 | 3, text });
    } else if (first.startsWith('|')) {
      if (caption !== '' && blocks.at(-1)?.kind === 'heading') blocks.pop();
      const header = cells(first);
      const rows = lines.slice(2).map((line) => cells(line).map(inline));
      blocks.push({ kind: 'table', caption, header, rows, keyColumn: 0 });
    } else if (/^(- |\d+\. )/u.test(first)) {
      blocks.push({
        kind: 'list',
        ordered: /^\d/u.test(first),
        items: lines.map((line) => inline(line.replace(/^(- |\d+\. )/u, ''))),
      });
    } else {
      blocks.push({ kind: 'paragraph', text: inline(lines.join(' ')) });
    }
    if (!first.startsWith('###')) caption = '';
  }
  return {
    path: `/resources/${folder}/${slug}`,
    slug,
    title: field('title'),
    description: field('description'),
    blocks,
  };
}
