import { Link } from 'react-router';
import { useCurrentRoute } from '../../routes/currentRoute';
import { breadcrumbTrail } from '../../routes/routeTable';

/**
 * The visible breadcrumb: the same trail as the BreadcrumbList data (derived from the route table),
 * an ordered list in a navigation landmark, the current page marked with aria-current.
 */
export function Breadcrumbs() {
  const trail = breadcrumbTrail(useCurrentRoute());
  if (trail.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="mb-4">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base">
        {trail.map((crumb, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {current ? (
                <span aria-current="page" className="font-bold">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="inline-flex min-h-6 items-center">
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true" className="text-muted-foreground">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
