import type { Plugin } from 'vite';

/**
 * Marks the page's one script `fetchpriority="low"`. Nothing it does is needed for the first paint
 * (src/entry-client.ts waits for it), so on a slow connection it must not compete with the HTML and
 * the stylesheet (docs/decisions/014). Vite writes the built script tag itself, so the attribute is
 * added to what it wrote.
 */
export function lowPriorityEntryPlugin(): Plugin {
  return {
    name: 'low-priority-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="/;
        if (!entry.test(html)) throw new Error('index.html: the built entry script was not found');
        return html.replace(entry, '<script type="module" crossorigin fetchpriority="low" src="');
      },
    },
  };
}
