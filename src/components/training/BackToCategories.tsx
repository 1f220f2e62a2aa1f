import { Link } from 'react-router';
import { searchIgnored } from '../../lib/search/htmlHooks';

/** The "Back to categories" link at the foot of every training category page (SPEC §2). */
export function BackToCategories() {
  return (
    // Left out of site search (data-search="ignore"): it is on every category page and answers nothing.
    <p className="mt-10" {...searchIgnored}>
      <Link to="/training" className="inline-flex min-h-11 items-center font-bold">
        Back to categories
      </Link>
    </p>
  );
}
