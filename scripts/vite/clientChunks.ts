import path from 'node:path';

interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/**
 * How Vite's client build groups the JavaScript every page loads (docs/decisions/014). Left to
 * itself the bundler would cut it into a handful of small shared chunks (the router, the route
 * table, the icons...); each file compresses worse on its own and costs a request. Instead:
 *  - "react": React and React DOM (with src/app/reactDom.ts, through which the client entry imports
 *    it), the largest part. The entry evaluates it first, in a task of its own, so that no single
 *    task blocks the main thread for long;
 *  - "router": react-router (with src/app/router.ts), evaluated next, in a task of its own too;
 *  - "app": every other module the app (src/app/hydrate.tsx) imports statically: the router, the
 *    shell, the route table. Page chunks import what they share with the app from it. With them the
 *    search hooks (src/lib/search/htmlHooks.ts): a few names that several pages draw, too small to
 *    be worth a request of their own;
 * What the client entry itself imports (Vite's preload helper) stays in the entry: the page names
 * the entry, and the entry must not pull the app in before the first paint.
 */
const searchHooks = /[\\/]src[\\/]lib[\\/]search[\\/]htmlHooks\.ts$/;
/**
 * What the prerender gives the page it renders (docs/decisions/053, 075): read only behind the guard
 * that Vite makes false in this bundle, so nothing of it is used here. Put in the "app" group, because
 * the shell's head (PageHead) imports it, it would be kept there unused; left out, it is dropped.
 */
const prerenderOnly = /[\\/]src[\\/]components[\\/]layout[\\/]prerenderGiven\.ts$/;

export function clientChunkGroups(root: string) {
  const appEntry = path.join(root, 'src', 'app', 'hydrate.tsx');
  const clientEntry = path.join(root, 'src', 'entry-client.ts');
  let appModules: Set<string> | undefined;

  function staticClosure(ctx: ChunkingContext, start: string): Set<string> {
    const seen = new Set<string>();
    const pending = [start];
    while (pending.length > 0) {
      const id = pending.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  }

  return [
    { name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]|[\\/]src[\\/]app[\\/]reactDom\.ts$/, priority: 3 },
    { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]|[\\/]src[\\/]app[\\/]router\.ts$/, priority: 2 },
    {
      priority: 1,
      // The group's label in the bundler's timing report: a group named by a function has none, and
      // the bundler says so on every build.
      debugName: 'app',
      name(moduleId: string, ctx: ChunkingContext): string | null {
        if (!appModules) {
          const entryModules = staticClosure(ctx, clientEntry);
          appModules = new Set([...staticClosure(ctx, appEntry)].filter((id) => !entryModules.has(id)));
        }
        if (prerenderOnly.test(moduleId)) return null;
        return appModules.has(moduleId) || searchHooks.test(moduleId) ? 'app' : null;
      },
    },
  ];
}
