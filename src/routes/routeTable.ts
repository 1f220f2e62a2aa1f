import { site } from '../config/site';
import { familyRoutes } from '../content/lists/familyRoutes';
import { pageWords } from '../content/pipeline/pageCopy';
import type { RouteEntry } from './routeSchema';

/**
 * THE list of routes. The router (src/routes/router.tsx), the prerender, sitemap.xml, the pa11y URL
 * list and the tests all read this table; nothing else lists routes. Add a page here and it is built,
 * prerendered, swept for accessibility and checked by the tests. A page's words (name, title,
 * announcement, search description) are the owner's: `pageWords` takes them from
 * src/content/pages.yaml by the page's path, and the build writes them in here
 * (src/content/pipeline/vitePlugin.ts), so a visitor downloads the words and not the files' code.
 */
const staticRoutes = [
  {
    path: '/',
    page: 'home/HomePage',
    ...pageWords('/'),
    schemaType: 'WebPage',
  },
  {
    path: '/about',
    page: 'about/AboutPage',
    ...pageWords('/about'),
    schemaType: 'AboutPage',
  },
  {
    path: '/services',
    page: 'services/ServicesPage',
    ...pageWords('/services'),
    schemaType: 'CollectionPage',
  },
  {
    path: '/why-choose-us',
    page: 'why-choose-us/WhyChooseUsPage',
    ...pageWords('/why-choose-us'),
    schemaType: 'WebPage',
  },
  {
    path: '/testimonials',
    page: 'testimonials/TestimonialsPage',
    ...pageWords('/testimonials'),
    schemaType: 'WebPage',
  },
  {
    path: '/training',
    page: 'training/TrainingHubPage',
    ...pageWords('/training'),
    schemaType: 'CollectionPage',
  },
  {
    path: '/training/speech-recognition',
    page: 'training/TrainingCategoryPage',
    content: 'training/categories/speech-recognition.yaml',
    name: 'Speech Recognition Training',
    description:
      'Learn to write and control your computer by voice with Dragon, Windows voice typing and voice access, or Apple Voice Control. Remote or on-site training.',
    schemaType: 'WebPage',
  },
  {
    path: '/training/screen-readers',
    page: 'training/TrainingCategoryPage',
    content: 'training/categories/screen-readers.yaml',
    name: 'Screen Reader Training',
    description:
      'JAWS, NVDA, SuperNova and VoiceOver training: core shortcuts, reading modes, the web, documents, email and calendars, at your pace, remote or on site.',
    schemaType: 'WebPage',
  },
  {
    path: '/training/low-vision',
    page: 'training/TrainingCategoryPage',
    content: 'training/categories/low-vision.yaml',
    name: 'Low Vision & Magnification Training',
    description:
      'Magnification training with SuperNova, ZoomText, Fusion and Windows Magnifier: zoom, colour, focus tracking and speech, set up for your eyes and your work.',
    schemaType: 'WebPage',
  },
  {
    path: '/training/reading-writing',
    page: 'training/TrainingCategoryPage',
    content: 'training/categories/reading-writing.yaml',
    name: 'Reading & Writing Support Training',
    description:
      'Read&Write, ClaroRead and Genio Notes training: text-to-speech, word prediction, spelling and study tools for dyslexia and other reading needs.',
    schemaType: 'WebPage',
  },
  {
    path: '/training/mind-mapping',
    page: 'training/TrainingCategoryPage',
    content: 'training/categories/mind-mapping.yaml',
    name: 'Mind Mapping Training',
    description:
      'MindView, MindManager and MindGenius training: plan essays, reports and projects visually, then turn your map into a document or presentation.',
    schemaType: 'WebPage',
  },
  {
    path: '/training/note-taking',
    page: 'training/TrainingCategoryPage',
    content: 'training/categories/note-taking.yaml',
    name: 'Note-Taking Training',
    description:
      'Genio Notes (formerly Glean), OneNote and Notion training: record, capture and organise notes from lectures and meetings in a way that works for you.',
    schemaType: 'WebPage',
  },
  {
    path: '/training/productivity',
    page: 'training/TrainingCategoryPage',
    content: 'training/categories/productivity.yaml',
    name: 'Productivity Training',
    description:
      'Microsoft 365, monday.com and reMarkable training: accessible documents, email, Teams, dictation and Immersive Reader, and organising your work.',
    schemaType: 'WebPage',
  },
  {
    path: '/training/text-prediction',
    page: 'training/TrainingCategoryPage',
    content: 'training/categories/text-prediction.yaml',
    name: 'Text Prediction & Autocorrect Training',
    description:
      'Global AutoCorrect, Lightkey and Grammarly training: fix spelling as you type, predict words and check tone, so writing takes less effort.',
    schemaType: 'WebPage',
  },
  {
    path: '/training/ai-copilots',
    page: 'training/TrainingCategoryPage',
    content: 'training/categories/ai-copilots.yaml',
    name: 'AI Copilots & Automation Training',
    description:
      'Microsoft Copilot, ChatGPT and Power Automate training: prompting, summarising, drafting and automating routine tasks, with accessibility in mind.',
    schemaType: 'WebPage',
  },
  {
    path: '/training/tasks',
    page: 'training/TrainingCategoryPage',
    content: 'training/categories/tasks.yaml',
    name: 'Tasks & Projects Training',
    description:
      'Global Tasks, Microsoft To Do and Planner, and monday.com training: capture, plan and track tasks with routines you will keep to.',
    schemaType: 'WebPage',
  },
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
    ...pageWords('/resources'),
    schemaType: 'CollectionPage',
  },
  {
    path: '/resources/glossary',
    page: 'resources/GlossaryPage',
    ...pageWords('/resources/glossary'),
    schemaType: 'WebPage',
  },
  {
    path: '/resources/access-to-work',
    page: 'resources/AccessToWorkPage',
    ...pageWords('/resources/access-to-work'),
    schemaType: 'WebPage',
  },
  {
    path: '/resources/screen-reader-tutorials',
    page: 'resources/TutorialsHubPage',
    ...pageWords('/resources/screen-reader-tutorials'),
    schemaType: 'CollectionPage',
  },
  {
    path: '/resources/screen-reader-tutorials/desktop-navigation',
    page: 'resources/TutorialPage',
    content: 'resources/tutorials/desktopNavigation',
    name: 'Desktop Navigation',
    title: `Windows 11 Desktop Navigation Tutorial | ${site.companyName}`,
    announce: 'Windows 11 Desktop Navigation Tutorial',
    description:
      'Free tutorial: move around the Windows 11 desktop, Start, taskbar, File Explorer and windows with the keyboard and a screen reader.',
    schemaType: 'WebPage',
  },
  {
    path: '/resources/screen-reader-tutorials/jaws',
    page: 'resources/TutorialPage',
    content: 'resources/tutorials/jaws',
    name: 'JAWS',
    title: `JAWS Screen Reader Tutorial | ${site.companyName}`,
    announce: 'JAWS Screen Reader Tutorial',
    description:
      'Free JAWS tutorial: the JAWS key, reading commands, headings and links lists, forms mode and the essential keystrokes, step by step.',
    schemaType: 'WebPage',
  },
  {
    path: '/resources/screen-reader-tutorials/nvda',
    page: 'resources/TutorialPage',
    content: 'resources/tutorials/nvda',
    name: 'NVDA',
    title: `NVDA Screen Reader Tutorial | ${site.companyName}`,
    announce: 'NVDA Screen Reader Tutorial',
    description:
      'Free NVDA tutorial: starting NVDA, browse and focus modes, quick navigation keys, the elements list and essential commands, step by step.',
    schemaType: 'WebPage',
  },
  {
    path: '/resources/screen-reader-tutorials/voiceover',
    page: 'resources/TutorialPage',
    content: 'resources/tutorials/voiceover',
    name: 'VoiceOver',
    title: `VoiceOver Screen Reader Tutorial | ${site.companyName}`,
    announce: 'VoiceOver Screen Reader Tutorial',
    description:
      'Free VoiceOver tutorial for the Mac: the VO keys, reading, the rotor, interacting with groups and the essential commands, step by step.',
    schemaType: 'WebPage',
  },
  {
    path: '/resources/screen-reader-tutorials/narrator',
    page: 'resources/TutorialPage',
    content: 'resources/tutorials/narrator',
    name: 'Narrator',
    title: `Narrator Screen Reader Tutorial | ${site.companyName}`,
    announce: 'Narrator Screen Reader Tutorial',
    description:
      'Free Narrator tutorial for Windows 11: the Narrator key, scan mode, reading commands and keyboard navigation of Explorer, taskbar and windows.',
    schemaType: 'WebPage',
  },
  {
    path: '/resources/software-quick-guides',
    page: 'resources/QuickGuidesHubPage',
    ...pageWords('/resources/software-quick-guides'),
    schemaType: 'CollectionPage',
  },
  // The quick guides follow here, one per file of src/content/quick-guides/ (familyRoutes).
  {
    path: '/contact',
    page: 'contact/ContactPage',
    ...pageWords('/contact'),
    schemaType: 'ContactPage',
  },
  {
    path: '/privacy-policy',
    page: 'legal/PrivacyPolicyPage',
    ...pageWords('/privacy-policy'),
    schemaType: 'WebPage',
  },
  {
    path: '/accessibility-statement',
    page: 'legal/AccessibilityStatementPage',
    ...pageWords('/accessibility-statement'),
    schemaType: 'WebPage',
  },
] as const satisfies readonly RouteEntry[];

const familiesAfter = '/resources/software-quick-guides';
const familyStart = staticRoutes.findIndex((route) => route.path === familiesAfter) + 1;

/**
 * THE route table: the pages above, with each page family's routes (one per content file) after its
 * hub. A family's route (address, title, announcement, description) is derived from its file by the
 * content pipeline (src/content/pipeline), so adding a file adds a page, and removing it removes it.
 */
export const routeTable: readonly RouteEntry[] = [...staticRoutes.slice(0, familyStart), ...familyRoutes, ...staticRoutes.slice(familyStart)];

/** Every path of the table, as a type: internal links are checked against it by the compiler. */
export type RoutePath = (typeof staticRoutes)[number]['path'] | `${typeof familiesAfter}/${string}`;

/** The page any other path shows (and dist/404.html). */
export const notFoundRoute = {
  path: '/404',
  page: 'not-found/NotFoundPage',
  ...pageWords('/404'),
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
