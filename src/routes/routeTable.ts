import { site } from '../config/site';
import type { RouteEntry } from './routeSchema';

/**
 * THE list of routes. The router (src/routes/router.tsx), the prerender, sitemap.xml, the pa11y URL
 * list and the tests all read this table; nothing else lists routes. Add a page here and it is built,
 * prerendered, swept for accessibility and checked by the tests.
 */
export const routeTable = [
  {
    path: '/',
    page: 'home/HomePage',
    name: 'Home',
    title: `${site.companyName} | Assistive Technology Training and Accessibility Consultancy`,
    description:
      'Assistive technology training and accessibility consultancy from Worcester: screen readers, magnification, speech recognition, study tools and WCAG testing across the UK.',
    schemaType: 'WebPage',
  },
  {
    path: '/about',
    page: 'about/AboutPage',
    name: 'About Us',
    announce: `About ${site.companyName}`,
    description:
      'Who we are: a Worcester consultancy led by a Paralympian and advocate, training people to use assistive technology with confidence at work, in study and at home.',
    schemaType: 'AboutPage',
  },
  {
    path: '/privacy-policy',
    page: 'legal/PrivacyPolicyPage',
    name: 'Privacy Policy',
    description:
      'How we collect, use and protect your personal information when you use this website or contact us, the cookies we use, and your rights under UK data protection law.',
    schemaType: 'WebPage',
  },
  {
    path: '/accessibility-statement',
    page: 'legal/AccessibilityStatementPage',
    name: 'Accessibility Statement',
    description:
      'Our commitment to an accessible website: WCAG 2.1 AA compliance status, features, compatible assistive technologies, known limitations and how to give us feedback.',
    schemaType: 'WebPage',
  },
] as const satisfies readonly RouteEntry[];

/** Every path of the table, as a type: internal links are checked against it by the compiler. */
export type RoutePath = (typeof routeTable)[number]['path'];

/** The page any other path shows (and dist/404.html). */
export const notFoundRoute = {
  path: '/404',
  page: 'not-found/NotFoundPage',
  name: 'Page not found',
  description: "The page you're looking for doesn't exist or has been moved. Return to the home page or use the menu.",
  schemaType: 'WebPage',
  noindex: true,
} as const satisfies RouteEntry;

const routesByPath = new Map<string, RouteEntry>(routeTable.map((route) => [route.path, route]));

/** '/about/' and '/about' are the same page; '' is Home. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function findRoute(pathname: string): RouteEntry | undefined {
  return routesByPath.get(normalisePath(pathname));
}

export function isRoutePath(path: string): path is RoutePath {
  return routesByPath.has(path);
}

export function documentTitle(route: RouteEntry): string {
  return route.title ?? `${route.name} | ${site.companyName}`;
}

export function announcementName(route: RouteEntry): string {
  return route.announce ?? route.name;
}

/**
 * The breadcrumb trail of a route, derived from its path: Home, then every ancestor path that is in
 * the table, then the page itself. /resources/software-quick-guides/dragon gives Home > Resources >
 * Software Quick Guides > Dragon.
 */
export function breadcrumbTrail(route: RouteEntry): { name: string; path: string }[] {
  if (route.path === '/') return [];
  const trail = [{ name: 'Home', path: '/' }];
  const segments = route.path.split('/').filter(Boolean);
  for (let i = 1; i <= segments.length; i += 1) {
    const ancestor = routesByPath.get(`/${segments.slice(0, i).join('/')}`);
    if (ancestor) trail.push({ name: ancestor.name, path: ancestor.path });
  }
  return trail;
}
