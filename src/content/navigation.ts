import type { NavItem } from './schemas';

/**
 * The header's eight items (SPEC §2 "Shared header"), in order. A link is only drawn once its page is
 * in the route table (see SiteNav), so the shell never links to a page that does not exist yet.
 */
export const mainNavigation: NavItem[] = [
  { path: '/', label: 'Home' },
  { path: '/about', label: 'About us' },
  { path: '/services', label: 'Services' },
  { path: '/training', label: 'Training' },
  { path: '/resources', label: 'Resources' },
  { path: '/why-choose-us', label: 'Why choose us' },
  { path: '/testimonials', label: 'Testimonials' },
  { path: '/contact', label: 'Contact' },
];

/** Footer "Quick Links" (SPEC §2 "Shared footer"). */
export const footerQuickLinks: NavItem[] = [
  { path: '/about', label: 'About Us' },
  { path: '/services', label: 'Services' },
  { path: '/training', label: 'Training' },
  { path: '/resources', label: 'Resources' },
  { path: '/resources/glossary', label: 'Glossary' },
  { path: '/why-choose-us', label: 'Why Choose Us' },
  { path: '/testimonials', label: 'Testimonials' },
];

/** Footer "Legal". */
export const footerLegalLinks: NavItem[] = [
  { path: '/privacy-policy', label: 'Privacy Policy' },
  { path: '/accessibility-statement', label: 'Accessibility Statement' },
];
