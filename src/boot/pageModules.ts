/**
 * The prerender lists the chunks of the page's own modules in <body data-page-modules>: fetching them
 * alongside the app, rather than once the app asks for them, saves a round trip on a slow network.
 */
export function preloadPageModules(): void {
  for (const href of document.body.dataset.pageModules?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
