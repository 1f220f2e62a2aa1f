import { site } from '../config/site';
import { familyRoutes } from '../content/generated/familyRoutes';
import * as pageWords from '../content/generated/pageWords';
import type { RouteEntry } from '../../content-model/routes/routeSchema.ts';

/**
 * THE list of routes. The router (src/app/router.ts), the prerender, sitemap.xml, the pa11y URL
 * list and the tests all read this table; nothing else lists routes. Add a page here and it is built,
 * prerendered, swept for accessibility and checked by the tests. A page's words (name, title,
 * announcement, search description) are the owner's, in src/content/pages.yaml, compiled into
 * src/content/generated/pageWords.js, one export per page named after its address (`...pageWords.
 * whyChooseUs` for /why-choose-us: content-model/compiler/modules.ts, pageWordsExport).
 */
const staticRoutes = [
  {
    path: '/',
    page: 'home/HomePage',
    ...pageWords.home,
    schemaType: 'WebPage',
  },
  {
    path: '/about',
    page: 'about/AboutPage',
    ...pageWords.about,
    schemaType: 'AboutPage',
  },
  {
    path: '/services',
    page: 'services/ServicesPage',
    ...pageWords.services,
    schemaType: 'CollectionPage',
  },
  {
    path: '/why-choose-us',
    page: 'why-choose-us/WhyChooseUsPage',
    ...pageWords.whyChooseUs,
    schemaType: 'WebPage',
  },
  {
    path: '/testimonials',
    page: 'testimonials/TestimonialsPage',
    ...pageWords.testimonials,
    schemaType: 'WebPage',
  },
  {
    path: '/training',
    page: 'training/TrainingHubPage',
    ...pageWords.training,
    schemaType: 'CollectionPage',
  },
  // The training category pages follow here, one per file of src/content/training/categories/ (familyRoutes).
  {
    path: '/training/software-a-z',
    page: 'training/SoftwareAzPage',
    ...pageWords.trainingSoftwareAZ,
    schemaType: 'CollectionPage',
  },
  {
    path: '/resources',
    page: 'resources/ResourcesHubPage',
    ...pageWords.resources,
    schemaType: 'CollectionPage',
  },
  {
    path: '/resources/glossary',
    page: 'resources/GlossaryPage',
    ...pageWords.resourcesGlossary,
    schemaType: 'WebPage',
  },
  {
    path: '/resources/access-to-work',
    page: 'resources/AccessToWorkPage',
    ...pageWords.resourcesAccessToWork,
    schemaType: 'WebPage',
  },
  {
    path: '/resources/screen-reader-tutorials',
    page: 'resources/TutorialsHubPage',
    ...pageWords.resourcesScreenReaderTutorials,
    schemaType: 'CollectionPage',
  },
  // The tutorials follow here, one per file of src/content/tutorials/ (familyRoutes).
  {
    path: '/resources/software-quick-guides',
    page: 'resources/QuickGuidesHubPage',
    ...pageWords.resourcesSoftwareQuickGuides,
    schemaType: 'CollectionPage',
  },
  // The quick guides follow here, one per file of src/content/quick-guides/ (familyRoutes).
  {
    path: '/contact',
    page: 'contact/ContactPage',
    ...pageWords.contact,
    schemaType: 'ContactPage',
  },
  {
    path: '/privacy-policy',
    page: 'legal/PrivacyPolicyPage',
    ...pageWords.privacyPolicy,
    schemaType: 'WebPage',
  },
  {
    path: '/accessibility-statement',
    page: 'legal/AccessibilityStatementPage',
    ...pageWords.accessibilityStatement,
    schemaType: 'WebPage',
  },
  {
    // Every WCAG 2.2 A and AA criterion with its status and evidence (issue 19, docs/decisions/035).
    path: '/accessibility-statement/conformance-report',
    page: 'legal/ConformanceReportPage',
    ...pageWords.accessibilityStatementConformanceReport,
    schemaType: 'WebPage',
  },
  {
    // Site search (issue 23, docs/decisions/051). Without a query it lists every page by section, a
    // page worth finding; with one, its canonical address is still /search.
    path: '/search',
    page: 'search/SearchPage',
    ...pageWords.search,
    schemaType: 'WebPage',
  },
] as const satisfies readonly RouteEntry[];

/** The hubs of the page families: each family's routes are the paths one level under its hub. */
type FamilyHub = '/resources/screen-reader-tutorials' | '/resources/software-quick-guides' | '/training';

/**
 * THE route table: the pages above, with each page family's routes (one per content file) right after
 * their hub (familyRoutes is keyed by the hub's path). A family's route (address, title, announcement,
 * description) is derived from its file by the content pipeline (content-model), so adding a
 * file adds a page, and removing it removes it.
 */
export const routeTable: readonly RouteEntry[] = staticRoutes.flatMap((route) => [route, ...(familyRoutes[route.path] ?? [])]);

/** Every path of the table, as a type: internal links are checked against it by the compiler. */
export type RoutePath = (typeof staticRoutes)[number]['path'] | `${FamilyHub}/${string}`;

/** The page any other path shows (and dist/404.html). */
export const notFoundRoute = {
  path: '/404',
  page: 'not-found/NotFoundPage',
  ...pageWords.notFound,
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
