import type { Unhead } from '@unhead/react/server';
import type { HeadManager } from './headTags';

/**
 * The prerender's head manager: hands each component's tags to unhead, which orders, de-duplicates
 * (by key) and serialises them into the page.
 * Only the server entry imports this, so unhead never reaches a visitor's download.
 */
export function createUnheadManager(head: Unhead): HeadManager {
  return {
    collectsDuringRender: true,
    add(tags) {
      const entry = head.push(
        {
          ...(tags.title !== undefined ? { title: tags.title } : {}),
          meta: tags.meta?.map(({ key, name, property, content }) =>
            name !== undefined ? { key, name, content } : { key, property, content },
          ),
          link: tags.links?.map(({ key, rel, href }) => ({ key, rel, href })),
        },
        tags.titlePriority ? { tagPriority: 'high' } : undefined,
      );
      return () => entry.dispose();
    },
  };
}
