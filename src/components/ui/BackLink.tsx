import { Link } from 'react-router';
import { ArrowLeftIcon } from './icons';
import { searchIgnored } from '../../lib/search/htmlHooks';

/** "← Back to …": the arrow is a decorative icon (not a text glyph); the words say where it goes. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    // Left out of site search (data-search="ignore"): it is on many pages and answers nothing.
    <p className="mt-10" {...searchIgnored}>
      <Link to={to} className="inline-flex min-h-11 items-center gap-2 font-bold">
        <ArrowLeftIcon className="size-5" />
        {children}
      </Link>
    </p>
  );
}
