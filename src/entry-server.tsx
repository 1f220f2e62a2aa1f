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

/** With JavaScript off the menu toggle cannot work: this stylesheet shows every navigation link. */
const noScriptStylesheet = '/noscript.css';

/** What the prerender adds to a page, from the Vite manifest. */
export interface PageAssets {
  styles: string[];
  /** The web fonts' stylesheet: the client entry adds it after the first paint, <noscript> without JavaScript. */
  fonts: string;
  /** The chunks of the page's own modules, fetched by the client entry after the first paint. */
  modules: string[];
}

/** How a page is rendered, beyond its address and the values the prerender gives it. */
export interface RenderOptions {
  /**
   * false: a page no browser runs, the Node server's error pages (docs/decisions/075). No script of
   * any kind (the client router would render the page its address names instead) and no list of
   * modules; the no-JavaScript stylesheets apply, so the header menu works and the fonts load.
   */
  clientEntry?: boolean;
}

/** Tags a page without its client entry leaves out: every script, and any module preload. */
function withoutScripts(ctx: { tags: { tag: string; props: { rel?: unknown } }[] }) {
  ctx.tags = ctx.tags.filter((tag) => tag.tag !== 'script' && !(tag.tag === 'link' && tag.props.rel === 'modulepreload'));
}

export interface RenderedPage {
  /** The complete HTML document. */
  html: string;
}

/**
 * Render one URL to a complete HTML document, from the client build's index.html. Used only by
 * scripts/prerender.ts at build time: the site is served as static files. `given`: prerender-only
 * values made after the pages were built (Prerendered.tsx, docs/decisions/053), or the slots of the
 * Node server's templates (scripts/prerender/serverTemplates.ts, docs/decisions/075).
 */
export async function renderPage(
  url: string,
  template: string,
  assetsFor: (modulePaths: string[]) => PageAssets,
  given: PrerenderGiven = {},
  { clientEntry = true }: RenderOptions = {},
): Promise<RenderedPage> {
  const { pathname, search } = new URL(url);
  const route = findRoute(pathname) ?? notFoundRoute;
  // Loaded before rendering, so the page renders complete rather than suspended.
  const { content } = await loadRoute(route);

  const head = clientEntry ? createHead() : createHead({ hooks: { 'tags:resolve': withoutScripts } });
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
  // Without the client entry, the stylesheets <noscript> holds below apply as they are.
  const styles = clientEntry ? assets.styles : [...assets.styles, noScriptStylesheet, assets.fonts];
  head.push({
    htmlAttrs: { lang: 'en-GB' },
    bodyAttrs: clientEntry && assets.modules.length ? { 'data-page-modules': assets.modules.join(' ') } : {},
    link: styles.map((href) => ({ rel: 'stylesheet' as const, href })),
    // unhead escapes "<" in JSON-LD, so content cannot close the script element.
    script: pageStructuredData(route, content).map((data, index) => ({
      key: `jsonld-${index}`,
      type: 'application/ld+json' as const,
      textContent: data,
    })),
    // With JavaScript off, noscript.css shows every navigation link; the web fonts, which the client
    // entry adds after the first paint, are linked here instead.
    noscript: clientEntry
      ? [{ innerHTML: `<link rel="stylesheet" href="${noScriptStylesheet}"><link rel="stylesheet" href="${assets.fonts}">` }]
      : [],
  });
  const html = transformHtmlTemplate(head, template.replace('<!--app-html-->', appHtml));
  return { html };
}
