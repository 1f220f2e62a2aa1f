/**
 * A line of content text as the build compiles it from Markdown (content-model/compiler/markdown.ts):
 * plain text, with {tokens} already filled in, and links. Components render it with RichText; no
 * Markdown parser reaches the browser.
 */
export type InlineNode = string | { href: string; text: string };
export type Inline = readonly InlineNode[];

export function isInline(value: unknown): value is Inline {
  return Array.isArray(value);
}

/** The words of a compiled line, links reduced to their labels: for meta text and structured data. */
export function inlineText(inline: Inline): string {
  return inline.map((node) => (typeof node === 'string' ? node : node.text)).join('');
}
