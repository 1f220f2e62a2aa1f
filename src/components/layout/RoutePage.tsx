import { Component, use, type ErrorInfo, type ReactNode } from 'react';
import { RouteContentContext } from '../../routes/currentRoute';
import { loadRoute } from '../../routes/routeModules';
import type { RouteEntry } from '../../../content-model/routes/routeSchema.ts';
import { PageHead } from '../seo/PageHead';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The page of a route. Its modules are loaded before the first render (src/app/hydrate.tsx, and the
 * prerender), so `use()` reads them at once. On a client-side navigation to a route not yet loaded,
 * `use()` suspends; the router's navigation is a transition, so the previous page stays on screen
 * until the new one is ready, as a full page load would behave.
 */
function LoadedPage({ route }: { route: RouteEntry }) {
  const { Page, content, description } = use(loadRoute(route));
  return (
    <RouteContentContext.Provider value={content}>
      <Page />
      {/* Here, not beside the page: the head changes with the page, once its description has loaded. */}
      <PageHead route={route} description={description} />
    </RouteContentContext.Provider>
  );
}

/**
 * If a page cannot be shown, the visitor gets it another way. A page whose files cannot be fetched
 * (the network dropped, or a redeploy removed old files) is loaded afresh from the server, where it
 * is prerendered; meanwhile, and for any other error, RouteErrorPage explains and offers a reload.
 */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The page could not be shown', error, info.componentStack);
    if (isModuleLoadFailure(error)) window.location.reload();
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/** Browsers word a failed dynamic import differently; all of them raise a TypeError. */
function isModuleLoadFailure(error: unknown): boolean {
  return error instanceof TypeError && /module|import/i.test(error.message);
}

export function RoutePage({ route }: { route: RouteEntry }) {
  // Keyed by route: leaving a page that failed gives the next page a fresh boundary.
  return (
    <PageErrorBoundary key={route.path}>
      <LoadedPage route={route} />
    </PageErrorBoundary>
  );
}
