import { startTransition } from 'react';
import { createRoot, hydrateRoot } from './reactDom';
import { BrowserRouter } from 'react-router';
import { notePlacesBeforeLeaving } from '../components/layout/historyPlaces';
import { RootLayout } from '../components/layout/RootLayout';
import { createDomHeadManager } from '../components/seo/head/domHeadManager';
import { loadRoute } from '../routes/routeModules';
import { findRoute, notFoundRoute } from '../routes/routeTable';
import { AppProviders } from './AppProviders';

/**
 * Makes the prerendered page interactive. The page's modules are loaded first, so the first render
 * is complete and matches the HTML exactly. If they cannot be loaded, the page stays as it is: the
 * prerendered HTML works without JavaScript.
 */
async function hydrate() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const route = findRoute(window.location.pathname) ?? notFoundRoute;
  try {
    await loadRoute(route);
  } catch (error) {
    console.warn('The page stays without JavaScript: its modules could not be loaded.', error);
    return;
  }
  // Before the router listens to Back and Forward: the page being left is noted while still on screen.
  notePlacesBeforeLeaving();
  const app = (
    <AppProviders head={createDomHeadManager()}>
      <BrowserRouter>
        <RootLayout />
      </BrowserRouter>
    </AppProviders>
  );
  // The prerendered pages always have markup to hydrate; `vite` in development serves an empty root.
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // As a transition, hydration is rendered in slices of a few milliseconds, giving the main thread
  // back in between: a screen reader, a tap or a key press never waits for a long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void hydrate();
