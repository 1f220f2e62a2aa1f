import { createHead, transformHtmlTemplate } from '@unhead/react/server';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { routeModulePaths, routes } from './routes/router';
import type { RouteHandle } from './components/layout/RootLayout';

export { routeTable, notFoundRoute } from './routes/routeTable';
export { routeModulePaths } from './routes/router';

/** Links the prerender adds to a page's head, from the Vite manifest. */
export interface PageAssets {
  fonts: string[];
  styles: string[];
  modules: string[];
}

export interface RenderedPage {
  /** The complete HTML document. */
  html: string;
  /** The source modules of the matched routes (page and content), for modulepreload links. */
  pages: string[];
}

/**
 * Render one URL to a complete HTML document, from the client build's index.html. Used only by
 * scripts/prerender.ts at build time: the site is served as static files.
 */
export async function renderPage(
  url: string,
  template: string,
  assetsFor: (pages: string[]) => PageAssets,
): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`Unexpected redirect while prerendering ${url}`);

  const router = createStaticRouter(handler.dataRoutes, context);
  const head = createHead();
  const appHtml = renderToString(
    <AppProviders head={head}>
      {/* hydrate={false}: no inline hydration script, so the CSP can forbid inline scripts. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );

  const pages = context.matches.flatMap((match) => {
    const route = (match.route.handle as RouteHandle | undefined)?.route;
    return route ? routeModulePaths(route) : [];
  });

  // Through unhead rather than string pasting, so they are ordered with the rest of the head.
  const assets = assetsFor(pages);
  head.push({
    link: [
      ...assets.fonts.map((href) => ({ rel: 'preload' as const, href, as: 'font' as const, type: 'font/woff2', crossorigin: '' as const })),
      ...assets.styles.map((href) => ({ rel: 'stylesheet' as const, href })),
      ...assets.modules.map((href) => ({ rel: 'modulepreload' as const, href, crossorigin: '' as const })),
    ],
    // With JavaScript off the menu toggle cannot work: this stylesheet shows every navigation link.
    noscript: [{ innerHTML: '<link rel="stylesheet" href="/noscript.css">' }],
  });
  const html = transformHtmlTemplate(head, template.replace('<!--app-html-->', appHtml));
  return { html, pages };
}
