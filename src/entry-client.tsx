import './styles/index.css';
import { createHead } from '@unhead/react/client';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders';
import { routes } from './routes/router';

/**
 * Hydrate the prerendered page. The current route's page module is lazy: load it first and put it on
 * the route, so the router starts initialised and the first client render matches the HTML exactly.
 */
async function start() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );

  const router = createBrowserRouter(routes);
  const head = createHead();
  const app = (
    <AppProviders head={head}>
      <RouterProvider router={router} />
    </AppProviders>
  );

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  // The prerendered pages always have markup to hydrate; `vite` in development serves an empty root.
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
