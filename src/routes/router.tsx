import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout, type RouteHandle } from '../components/layout/RootLayout';
import type { RouteEntry } from './routeSchema';
import { RouteErrorPage } from '../components/layout/RouteErrorPage';
import { notFoundRoute, routeTable } from './routeTable';

interface PageModule {
  default: ComponentType;
}
interface ContentModule {
  default: unknown;
}

// Each page module, and each route's content module, becomes its own chunk, loaded only when its
// route is visited. The route table names modules by their path under src/pages and src/content,
// which is also their key in Vite's manifest (the prerender preloads them from there).
const pageModules = import.meta.glob<PageModule>('../pages/**/*Page.tsx');
// Only the folders of per-route content: a module imported statically by a page (home.ts) must not
// also be a dynamic import, or it would be split into a chunk of its own.
const contentModules = import.meta.glob<ContentModule>([
  '../content/training/categories/*.ts',
  '../content/resources/quickGuides/*.ts',
  '../content/resources/tutorials/*.ts',
  '!**/index.ts',
  '!**/catalogue.ts',
]);

export function pageModulePath(page: string): string {
  return `src/pages/${page}.tsx`;
}
export function contentModulePath(content: string): string {
  return `src/content/${content}.ts`;
}

/** Module keys a route loads, for modulepreload links: its page, and its content if it has one. */
export function routeModulePaths(route: RouteEntry): string[] {
  return [pageModulePath(route.page), ...(route.content ? [contentModulePath(route.content)] : [])];
}

function lazyRoute(route: RouteEntry): RouteObject['lazy'] {
  const loadPage = pageModules[`../${pageModulePath(route.page).slice('src/'.length)}`];
  if (!loadPage) throw new Error(`Route table names a page module that does not exist: ${pageModulePath(route.page)}`);
  const loadContent = route.content ? contentModules[`../${contentModulePath(route.content).slice('src/'.length)}`] : undefined;
  if (route.content && !loadContent) throw new Error(`Route table names a content module that does not exist: ${contentModulePath(route.content)}`);
  return async () => {
    const [page, content] = await Promise.all([loadPage(), loadContent?.()]);
    const handle: RouteHandle = { route, content: content?.default };
    return { Component: page.default, handle };
  };
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
          // The handle ({ route, content }) comes from lazy(): React Router ignores a lazy property
          // that is also set statically.
          lazy: lazyRoute(route),
        }),
      ),
      {
        id: 'not-found',
        path: '*',
        lazy: lazyRoute(notFoundRoute),
      },
    ],
  },
];
