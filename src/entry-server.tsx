import { createHead, transformHtmlTemplate } from '@unhead/react/server';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { renderWithGiven, type PrerenderGiven } from './components/layout/prerenderGiven';
import { RootLayout } from './components/layout/RootLayout';
import { createUnheadManager } from './components/seo/head/unheadManager';
import { pageStructuredData } from './lib/pageStructuredData';
import { loadRoute, routeModulePaths } from './routes/routeModules';
import { findRoute, notFoundRoute } from './routes/routeTable';

export { routeTable, notFoundRoute } from './routes/routeTable';
export { routeModulePaths } from './routes/routeModules';

/** What the prerender adds to a page, from the Vite manifest. */
export interface PageAssets {
  styles: string[];
  /** The web fonts' stylesheet: the client entry adds it after the first paint, <noscript> without JavaScript. */
  fonts: string;
  /** The chunks of the page's own modules, fetched by the client entry after the first paint. */
  modules: string[];
}

export interface RenderedPage {
  /** The complete HTML document. */
  html: string;
}

/**
 * Render one URL to a complete HTML document, from the client build's index.html. Used only by
 * scripts/prerender.ts at build time: the site is served as static files. `given`: prerender-only
 * values made after the pages were built (Prerendered.tsx, docs/decisions/053).
 */
export async function renderPage(
  url: string,
  template: string,
  assetsFor: (modulePaths: string[]) => PageAssets,
  given: PrerenderGiven = {},
): Promise<RenderedPage> {
  const { pathname, search } = new URL(url);
  const route = findRoute(pathname) ?? notFoundRoute;
  // Loaded before rendering, so the page renders complete rather than suspended.
  const { content } = await loadRoute(route);

  const head = createHead();
  const appHtml = renderWithGiven(given, () =>
    renderToString(
      <AppProviders head={createUnheadManager(head)}>
        <StaticRouter location={pathname + search}>
          <RootLayout />
        </StaticRouter>
      </AppProviders>,
    ),
  );

  // Through unhead rather than string pasting, so they are ordered with the rest of the head.
  const assets = assetsFor(routeModulePaths(route));
  head.push({
    htmlAttrs: { lang: 'en-GB' },
    bodyAttrs: assets.modules.length ? { 'data-page-modules': assets.modules.join(' ') } : {},
    link: assets.styles.map((href) => ({ rel: 'stylesheet' as const, href })),
    // unhead escapes "<" in JSON-LD, so content cannot close the script element.
    script: pageStructuredData(route, content).map((data, index) => ({
      key: `jsonld-${index}`,
      type: 'application/ld+json' as const,
      textContent: data,
    })),
    // With JavaScript off the menu toggle cannot work: noscript.css shows every navigation link. The
    // web fonts, which the client entry adds after the first paint, are linked here instead.
    noscript: [{ innerHTML: `<link rel="stylesheet" href="/noscript.css"><link rel="stylesheet" href="${assets.fonts}">` }],
  });
  const html = transformHtmlTemplate(head, template.replace('<!--app-html-->', appHtml));
  return { html };
}
