import { Link } from 'react-router';
import type { Inline } from '../../../content-model/text/inline.ts';

function InlineLink({ href, text }: { href: string; text: string }) {
  return href.startsWith('/') ? <Link to={href}>{text}</Link> : <a href={href}>{text}</a>;
}

/**
 * A line of content text with its links rendered as real links. The build compiles the Markdown
 * links of the content files into Inline (content-model), with the {tokens} already filled.
 */
export function RichText({ text }: { text: Inline }) {
  return <>{text.map((node, index) => (typeof node === 'string' ? node : <InlineLink key={index} href={node.href} text={node.text} />))}</>;
}
