/**
 * Shown inside the page's main area if a page cannot be shown, most often because the site was
 * redeployed while the visitor had it open and an old page file is gone. A full reload fetches the
 * new version (RoutePage starts one itself when it can tell that was the cause).
 */
export function RouteErrorPage() {
  const thisPage = typeof window === 'undefined' ? '/' : window.location.pathname;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl">Sorry, this page could not be loaded</h1>
      <p className="mt-4">
        Please <a href={thisPage}>reload the page</a>, or go to the <a href="/">home page</a>.
      </p>
    </div>
  );
}
