import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown if a page cannot be loaded, most often because the site was redeployed while the visitor had
 * it open and an old page file is gone. A full reload fetches the new version.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main-content" tabIndex={-1} className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl">{notFound ? 'Page not found' : 'Sorry, this page could not be loaded'}</h1>
      <p className="mt-4">
        Please <a href={typeof window === 'undefined' ? '/' : window.location.pathname}>reload the page</a>, or
        go to the <a href="/">home page</a>.
      </p>
    </main>
  );
}
