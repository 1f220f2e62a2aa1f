import type { ComponentType } from 'react';
import type { RouteEntry } from '../../content-model/routes/routeSchema.ts';

interface PageModule {
  default: ComponentType;
}
interface ContentModule {
  default: unknown;
}

/**
 * What a route needs to render: its page component, its content when the table names one, and its
 * search description for the head.
 */
export interface LoadedRoute {
  Page: ComponentType;
  content?: unknown;
  description: string | undefined;
}

// Each page module, and each route's content module, becomes its own chunk, loaded only when its
// route is visited. The route table names a page by its path under src/pages, and its content by
// its file under src/content, whose compiled module is in src/content/generated/ (the module's path
// is also its key in Vite's manifest: the prerender lists a page's chunks from there).
const pageModules = import.meta.glob<PageModule>('../pages/**/*Page.tsx');
// Only the folders of per-route content: a module imported statically by a page (pages/about) must
// not also be a dynamic import, or it would be split into a chunk of its own.
const contentModules = import.meta.glob<ContentModule>([
  '../content/generated/training/categories/*.js',
  '../content/generated/quick-guides/*.js',
  '../content/generated/tutorials/*.js',
]);

export function pageModulePath(page: string): string {
  return `src/pages/${page}.tsx`;
}
export function contentModulePath(content: string): string {
  // A route names its content file (quick-guides/dragon.md); its compiled module is generated/quick-guides/dragon.js.
  return `src/content/generated/${content.replace(/\.md$/, '.js')}`;
}

/** Module keys a route loads, for the prerender's chunk list: its page, and its content if it has one. */
export function routeModulePaths(route: RouteEntry): string[] {
  return [pageModulePath(route.page), ...(route.content ? [contentModulePath(route.content)] : [])];
}

/**
 * A promise that also carries its outcome as fields, the protocol React's `use()` reads: once the
 * load has finished, `use()` returns the value in the same render instead of suspending. That is
 * what lets the first client render match the prerendered HTML exactly.
 */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = promise as TrackedPromise<T>;
  tracked.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

const loads = new Map<string, TrackedPromise<LoadedRoute>>();

// Every module the table names exists: the prerender checks that first, and stops the build if one
// is missing (scripts/prerender.ts, missingRouteModules), so the browser's code carries no message for it.
function importRoute(route: RouteEntry): Promise<LoadedRoute> {
  const loadPage = pageModules[`../${pageModulePath(route.page).slice('src/'.length)}`]!;
  const loadContent = route.content ? contentModules[`../${contentModulePath(route.content).slice('src/'.length)}`] : undefined;
  return Promise.all([loadPage(), loadContent?.(), descriptionOf(route)]).then(([page, content, description]) => ({
    Page: page.default,
    content: content?.default,
    description,
  }));
}

/**
 * The browser's route table has no search descriptions (docs/decisions/044): the page the visit
 * started on has its own in the prerendered head, and the first page reached by a client-side
 * navigation brings every other, in a chunk of its own. The prerender's table (and Node's) has them.
 */
function descriptionOf(route: RouteEntry): Promise<string | undefined> | string | undefined {
  if (route.description !== undefined) return route.description;
  if (loads.size === 0) return document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
  return import('../content/generated/routeDescriptions').then(({ routeDescriptions }) => routeDescriptions[route.path]);
}

/**
 * Loads a route's page and content modules, once: every call for the same route returns the same
 * promise, as `use()` requires. A failed load (a network drop, or files removed by a redeploy) is
 * answered by RoutePage with a full page load, which starts everything afresh.
 */
export function loadRoute(route: RouteEntry): Promise<LoadedRoute> {
  let load = loads.get(route.path);
  if (!load) {
    load = track(importRoute(route));
    loads.set(route.path, load);
  }
  return load;
}
