import { nextTask } from './nextTask';

/**
 * The prerender lists the chunks of the page's own modules in <body data-page-modules>: fetching them
 * alongside the app, rather than once the app asks for them, saves a round trip on a slow network.
 *
 * One link per task: Chromium starts each module preload as the link is added, 4–13 ms at 4x CPU, and
 * a page lists ten or so; added all at once they made one task of 4–129 ms (six loads of two pages),
 * while the page was waiting to become interactive (docs/decisions/093).
 */
export async function preloadPageModules(): Promise<void> {
  for (const href of document.body.dataset.pageModules?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
}
