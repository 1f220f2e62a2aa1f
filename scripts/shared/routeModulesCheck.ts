import type { RouteEntry } from '../../content-model/routes/routeSchema.ts';

/**
 * The first module a route names that is not there (its page under src/pages, or its compiled
 * content under src/content/generated), as a sentence, or undefined when every one is. The prerender
 * stops on it before rendering anything, so the browser's route loader needs no message of its own.
 */
export function missingRouteModules(
  routes: readonly RouteEntry[],
  modulePaths: (route: RouteEntry) => string[],
  exists: (file: string) => boolean,
): string | undefined {
  for (const route of routes) {
    const missing = modulePaths(route).find((file) => !exists(file));
    if (missing) return `${route.path} names ${missing}, which does not exist`;
  }
  return undefined;
}
