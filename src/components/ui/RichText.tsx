import { Link } from 'react-router';
import { parseInline } from '../../lib/richText';

/** A line of content text: {tokens} filled in, [label](href) links rendered as real links. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((segment, index) => {
        if (segment.kind === 'text') return segment.text;
        if (segment.href.startsWith('/')) {
          return (
            <Link key={index} to={segment.href}>
              {segment.text}
            </Link>
          );
        }
        return (
          <a key={index} href={segment.href}>
            {segment.text}
          </a>
        );
      })}
    </>
  );
}
