import { useEffect, useRef } from 'react';
import { absoluteUrl, site } from '../../config/site';
import { socialImage } from '../../lib/structuredData';
import { documentTitle } from '../../routes/routeTable';
import type { RouteEntry } from '../../../content-model/routes/routeSchema.ts';
import { prerenderGiven } from '../layout/prerenderGiven';
import { useHeadTags } from './head/HeadContext';

/**
 * Everything in <head> that comes from the route table: title, description, canonical URL, and the
 * Open Graph and Twitter tags with the 1200x630 preview image. They follow client-side navigations.
 * The page's JSON-LD is written by the prerender alone (src/lib/pageStructuredData.ts): after a
 * client-side navigation it would describe the page the visit started on, so it is removed. The
 * description comes with the page's modules (src/routes/routeModules.ts, docs/decisions/044).
 */
export function PageHead({ route, description }: { route: RouteEntry; description: string | undefined }) {
  // The Node server's error page template gives its slots as the page's words (docs/decisions/075);
  // the guard leaves that out of the browser's bundle.
  const given = (import.meta.env.SSR || import.meta.env.DEV) && prerenderGiven('pageWords');
  if (given) description = given.description;
  const title = given ? documentTitle({ ...route, name: given.name }) : documentTitle(route);
  const url = absoluteUrl(route.path);
  const image = absoluteUrl(socialImage.path);
  const indexable = !route.noindex;

  useHeadTags({
    title,
    links: indexable ? [{ key: 'canonical', rel: 'canonical', href: url }] : [],
    meta: [
      ...describedBy('description', { name: 'description' }, description),
      ...(indexable ? [] : [{ key: 'robots', name: 'robots', content: 'noindex' }]),
      { key: 'og:type', property: 'og:type', content: 'website' },
      { key: 'og:site_name', property: 'og:site_name', content: site.companyName },
      { key: 'og:locale', property: 'og:locale', content: 'en_GB' },
      { key: 'og:title', property: 'og:title', content: title },
      ...describedBy('og:description', { property: 'og:description' }, description),
      ...(indexable ? [{ key: 'og:url', property: 'og:url', content: url }] : []),
      { key: 'og:image', property: 'og:image', content: image },
      { key: 'og:image:type', property: 'og:image:type', content: 'image/png' },
      { key: 'og:image:width', property: 'og:image:width', content: String(socialImage.width) },
      { key: 'og:image:height', property: 'og:image:height', content: String(socialImage.height) },
      { key: 'og:image:alt', property: 'og:image:alt', content: socialImage.alt },
      { key: 'twitter:card', name: 'twitter:card', content: 'summary_large_image' },
      { key: 'twitter:title', name: 'twitter:title', content: title },
      ...describedBy('twitter:description', { name: 'twitter:description' }, description),
      { key: 'twitter:image', name: 'twitter:image', content: image },
      { key: 'twitter:image:alt', name: 'twitter:image:alt', content: socialImage.alt },
    ],
  });

  const firstPath = useRef(route.path);
  useEffect(() => {
    if (route.path === firstPath.current) return;
    document.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove());
  }, [route.path]);

  return null;
}

/** The description's tags; none at all if it is unknown, so that the head keeps what it has. */
function describedBy(key: string, by: { name: string } | { property: string }, description: string | undefined) {
  return description === undefined ? [] : [{ key, ...by, content: description }];
}
