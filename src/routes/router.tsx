import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout, type RouteHandle } from '../components/layout/RootLayout';
import { RouteErrorPage } from '../components/layout/RouteErrorPage';
import { notFoundRoute, routeTable } from './routeTable';

interface PageModule {
  default: ComponentType;
}

// Each page module becomes its own chunk, loaded only when its route is visited. The route table
// names modules by their path under src/pages, which is also their key in Vite's manifest.
const pageModules = import.meta.glob<PageModule>('../pages/**/*Page.tsx');

export function pageModulePath(page: string): string {
  return `src/pages/${page}.tsx`;
}

function lazyPage(page: string): RouteObject['lazy'] {
  const load = pageModules[`../pages/${page}.tsx`];
  if (!load) throw new Error(`Route table names a page module that does not exist: src/pages/${page}.tsx`);
  return async () => ({ Component: (await load()).default });
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      ...routeTable.map(
        (route): RouteObject => ({
          id: route.path,
          path: route.path,
          handle: { route } satisfies RouteHandle,
          lazy: lazyPage(route.page),
        }),
      ),
      {
        id: 'not-found',
        path: '*',
        handle: { route: notFoundRoute } satisfies RouteHandle,
        lazy: lazyPage(notFoundRoute.page),
      },
    ],
  },
];
