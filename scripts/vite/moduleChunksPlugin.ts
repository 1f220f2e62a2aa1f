import type { Plugin } from 'vite';

export const moduleChunksFile = '.vite/module-chunks.json';

/**
 * Records, for the client build, which output chunk each of the project's source modules ended up
 * in: { "src/content/tutorials/jaws.md": "assets/jaws-abc123.js", ... }. Vite's manifest
 * only has keys for entries; a module that is both imported statically (by a hub page) and
 * dynamically (as a route's content) lands in a shared chunk the manifest cannot name. The prerender
 * reads this map to preload exactly the chunks a page needs.
 */
export function moduleChunksPlugin(root: string): Plugin {
  let ssr = false;
  return {
    name: 'module-chunks',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const map: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          if (!id.startsWith(`${root}/src/`)) continue;
          map[id.slice(root.length + 1)] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: moduleChunksFile, source: `${JSON.stringify(map, null, 2)}\n` });
    },
  };
}
