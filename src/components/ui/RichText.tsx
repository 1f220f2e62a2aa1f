import { Link } from 'react-router';
import { isInline, type Inline } from '../../lib/inline';
import { parseInline } from '../../lib/richText';

function InlineLink({ href, text }: { href: string; text: string }) {
  return href.startsWith('/') ? <Link to={href}>{text}</Link> : <a href={href}>{text}</a>;
}

/**
 * A line of content text with its links rendered as real links: compiled Inline from Markdown and
 * YAML content (tokens already filled by the build), or a string from content still in TypeScript
 * ({tokens} filled and [label](href) links read here).
 */
export function RichText({ text }: { text: string | Inline }) {
  const nodes: Inline = isInline(text)
    ? text
    : parseInline(text).map((segment) => (segment.kind === 'text' ? segment.text : { href: segment.href, text: segment.text }));
  return (
    <>
      {nodes.map((node, index) => (typeof node === 'string' ? node : <InlineLink key={index} href={node.href} text={node.text} />))}
    </>
  );
}
