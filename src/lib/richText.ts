import { fillTokens } from './tokens';

export { fillTokens, unknownTokens } from './tokens';

/**
 * Links written [label](href) in content still held in TypeScript modules (see src/content/pipeline for
 * content compiled from Markdown and YAML). Kept apart from the component so it can be unit-tested.
 */
export type InlineSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const linkPattern = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(raw: string): InlineSegment[] {
  const text = fillTokens(raw);
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const index = match.index;
    if (index > last) segments.push({ kind: 'text', text: text.slice(last, index) });
    segments.push({ kind: 'link', text: match[1] ?? '', href: match[2] ?? '' });
    last = index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** Text with links reduced to their labels: for meta descriptions and structured data. */
export function plainText(raw: string): string {
  return parseInline(raw)
    .map((segment) => segment.text)
    .join('');
}
