import './styles/index.css';
import { afterFirstContentfulPaint } from './boot/afterFirstPaint';
import { preloadPageModules } from './boot/pageModules';
import { nextTask } from './boot/nextTask';
import { loadWebFonts } from './boot/webFonts';
import { trackWebFonts } from './lib/webFontsStatus';

/**
 * The only script a page names, and it does nothing before the page has painted: text paints from
 * the HTML and the stylesheet alone, with no script or font competing for the network
 * (docs/decisions/014). After the first contentful paint it fetches the web fonts, the app and the
 * page's own chunks, and the app hydrates the page.
 */
async function startApp() {
  // For monitoring and the benchmark (scripts/bench/hydrationTasks.ts): where the app's work begins.
  performance.mark('app:start');
  trackWebFonts(loadWebFonts());
  await nextTask();
  // Alongside the stages below, each link in a task of its own.
  void preloadPageModules();
  await nextTask();
  // Evaluated in stages, each in a task of its own, so that none blocks the main thread for long:
  // React DOM (the largest), the router, then the app, which loads the page and hydrates it.
  await import('./app/reactDom');
  await nextTask();
  await import('./app/router');
  await nextTask();
  await import('./app/hydrate');
}

// `vite` in development serves an empty page, which never paints content: start at once there.
if (import.meta.env.DEV) startApp();
else afterFirstContentfulPaint(startApp);
