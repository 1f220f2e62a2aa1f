import { site } from '../config/site';
import { familyRoutes } from '../content/lists/familyRoutes';
import type { RouteEntry } from './routeSchema';

/**
 * THE list of routes. The router (src/routes/router.tsx), the prerender, sitemap.xml, the pa11y URL
 * list and the tests all read this table; nothing else lists routes. Add a page here and it is built,
 * prerendered, swept for accessibility and checked by the tests.
 */
const staticRoutes = [
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
    path: '/services',
    page: 'services/ServicesPage',
    name: 'Our Services',
    description:
      'Assistive technology training, website accessibility testing, awareness training, software setup, workshops, braille services and product advice, across the UK.',
    schemaType: 'CollectionPage',
  },
  {
    path: '/why-choose-us',
    page: 'why-choose-us/WhyChooseUsPage',
    name: 'Why Choose Us?',
    description:
      'Personalised solutions, expert guidance from certified trainers, cutting-edge technology, comprehensive services and ongoing support after every training.',
    schemaType: 'WebPage',
  },
  {
    path: '/testimonials',
    page: 'testimonials/TestimonialsPage',
    name: 'Client Feedback',
    description:
      'Feedback on our assistive technology and accessibility awareness training, for individuals, schools and GP practices.',
    schemaType: 'WebPage',
  },
  {
    path: '/training',
    page: 'training/TrainingHubPage',
    name: 'Training',
    title: `Assistive Technology & AI Training | ${site.companyName}`,
    announce: 'Assistive Technology & AI Training',
    description:
      'Training in screen readers, magnification, speech recognition, reading and writing tools, productivity apps and AI copilots: one-to-one, remote or on site.',
    schemaType: 'CollectionPage',
  },
  // The training category pages follow here, one per file of src/content/training/categories/ (familyRoutes).
  {
    path: '/training/software-a-z',
    page: 'training/SoftwareAzPage',
    name: 'Software A–Z',
    description:
      'The 33 assistive technology and productivity tools we train people to use, from Apple Voice Control to ZoomText, each with the training page that covers it.',
    schemaType: 'CollectionPage',
  },
  {
    path: '/resources',
    page: 'resources/ResourcesHubPage',
    name: 'Resources',
    title: `Accessibility Resources | ${site.companyName}`,
    announce: 'Accessibility Resources',
    description:
      'Free accessibility resources: a guide to Access to Work funding, screen reader tutorials, quick-start guides for 20+ tools and a glossary.',
    schemaType: 'CollectionPage',
  },
  {
    path: '/resources/glossary',
    page: 'resources/GlossaryPage',
    name: 'Glossary',
    title: `Accessibility Glossary | ${site.companyName}`,
    announce: 'Accessibility Glossary',
    description:
      'Plain-English definitions of assistive technology and web accessibility terms, from ARIA and braille displays to screen readers and WCAG.',
    schemaType: 'WebPage',
  },
  {
    path: '/resources/access-to-work',
    page: 'resources/AccessToWorkPage',
    name: 'Access to Work',
    title: `Access to Work: A Practical Guide | ${site.companyName}`,
    announce: 'Access to Work: A Practical Guide',
    description:
      'Access to Work explained: what it funds, who is eligible, how to apply in four steps, answers to common questions and tips for a strong application.',
    schemaType: 'WebPage',
  },
  {
    path: '/resources/screen-reader-tutorials',
    page: 'resources/TutorialsHubPage',
    name: 'Screen Reader Tutorials',
    description:
      'Free step-by-step tutorials for JAWS, NVDA, VoiceOver and Narrator, and for moving around the Windows desktop, with tables of essential commands.',
    schemaType: 'CollectionPage',
  },
  // The tutorials follow here, one per file of src/content/tutorials/ (familyRoutes).
  {
    path: '/resources/software-quick-guides',
    page: 'resources/QuickGuidesHubPage',
    name: 'Software Quick Guides',
    description:
      'Quick-start guides to assistive and productivity software, grouped by category: five tips to get going with each, and training to go further.',
    schemaType: 'CollectionPage',
  },
  // The quick guides follow here, one per file of src/content/quick-guides/ (familyRoutes).
  {
    path: '/contact',
    page: 'contact/ContactPage',
    name: 'Contact Us',
    description:
      'Get in touch for a free consultation about assistive technology training or accessibility testing: send us a message, email or call. Serving clients across the UK.',
    schemaType: 'ContactPage',
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

/** The hubs of the page families: each family's routes are the paths one level under its hub. */
type FamilyHub = '/resources/screen-reader-tutorials' | '/resources/software-quick-guides' | '/training';

/**
 * THE route table: the pages above, with each page family's routes (one per content file) right after
 * their hub (familyRoutes is keyed by the hub's path). A family's route (address, title, announcement,
 * description) is derived from its file by the content pipeline (src/content/pipeline), so adding a
 * file adds a page, and removing it removes it.
 */
export const routeTable: readonly RouteEntry[] = staticRoutes.flatMap((route) => [route, ...(familyRoutes[route.path] ?? [])]);

/** Every path of the table, as a type: internal links are checked against it by the compiler. */
export type RoutePath = (typeof staticRoutes)[number]['path'] | `${FamilyHub}/${string}`;

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
