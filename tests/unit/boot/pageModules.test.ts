// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { nextTask } from '../../../src/boot/nextTask';
import { preloadPageModules } from '../../../src/boot/pageModules';

/**
 * docs/decisions/093: Chromium starts a module preload as its link is added, 4–13 ms at 4x CPU each;
 * a page's ten or so added in one task made a task of up to 129 ms while the page hydrated.
 */
describe('preloading the page’s own modules', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete document.body.dataset.pageModules;
  });

  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

  it('adds one link per task, in the order the prerender listed them', async () => {
    document.body.dataset.pageModules = '/assets/app-1.js /assets/react-2.js /assets/TutorialPage-3.js';
    const done = preloadPageModules();
    expect(preloads()).toEqual(['/assets/app-1.js']);
    // A task queued now runs after the one the first link's task queued, and before the next.
    await nextTask();
    expect(preloads()).toEqual(['/assets/app-1.js', '/assets/react-2.js']);
    await done;
    expect(preloads()).toEqual(['/assets/app-1.js', '/assets/react-2.js', '/assets/TutorialPage-3.js']);
  });

  it('adds nothing on a page that lists no modules', async () => {
    await preloadPageModules();
    expect(preloads()).toEqual([]);
  });
});
