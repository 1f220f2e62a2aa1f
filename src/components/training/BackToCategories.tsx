import { Link } from 'react-router';

/** The "Back to categories" link at the foot of every training category page (SPEC §2). */
export function BackToCategories() {
  return (
    <p className="mt-10">
      <Link to="/training" className="inline-flex min-h-11 items-center font-bold">
        Back to categories
      </Link>
    </p>
  );
}
