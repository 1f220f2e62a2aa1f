import {
  contactPageSchema,
  cookieBannerSchema,
  footerFileSchema,
  homePageSchema,
  navigationFileSchema,
  practiceResourcesSchema,
  downloadsSectionSchema,
  resourcesHubSchema,
  servicesPageSchema,
  tutorialsHubSchema,
  whyChooseUsPageSchema,
} from '../schemas/index.ts';
import { loadBusiness } from './business.ts';
import { loadYamlFile } from './yamlFile.ts';
import type { ContentFolder } from './contentFolder.ts';

/**
 * The build-time values (./buildTime.ts) of the site's structured content: the business details, the
 * parts every page shares, and the pages that are one YAML file each. Each is validated with its
 * schema and compiled (links to Inline, {tokens} filled) when the site is built; a page imports its
 * value through a module of src/content/generated/, so it downloads its own words and nothing else.
 */
export const structuredContentValues = {
  /**
   * src/content/business.yaml: the owner's business details (src/config/site.ts adds the deployment's
   * settings), but for the description, which only search engines' structured data shows: it is a
   * value of its own, so it stays out of the code every page downloads.
   */
  business: (contentDir: ContentFolder) => {
    const { description: _description, ...details } = loadBusiness(contentDir);
    return details;
  },
  businessDescription: (contentDir: ContentFolder) => loadBusiness(contentDir).description,
  /** The header's eight items, from src/content/navigation.yaml. */
  mainNavigation: (contentDir: ContentFolder) => loadYamlFile(contentDir, 'navigation.yaml', navigationFileSchema).header,
  /** The footer's about blurb, "Quick Links" and "Legal", from src/content/footer.yaml. */
  footerAbout: (contentDir: ContentFolder) => loadYamlFile(contentDir, 'footer.yaml', footerFileSchema).about,
  footerQuickLinks: (contentDir: ContentFolder) => loadYamlFile(contentDir, 'footer.yaml', footerFileSchema).quickLinks,
  footerLegalLinks: (contentDir: ContentFolder) => loadYamlFile(contentDir, 'footer.yaml', footerFileSchema).legalLinks,
  /** The cookie banner's words, from src/content/cookie-banner.yaml. */
  cookieBanner: (contentDir: ContentFolder) => loadYamlFile(contentDir, 'cookie-banner.yaml', cookieBannerSchema),
  /** /, from src/content/home.yaml. */
  home: (contentDir: ContentFolder) => loadYamlFile(contentDir, 'home.yaml', homePageSchema),
  /** /services, from src/content/services.yaml. */
  services: (contentDir: ContentFolder) => loadYamlFile(contentDir, 'services.yaml', servicesPageSchema),
  /** /why-choose-us, from src/content/why-choose-us.yaml. */
  whyChooseUs: (contentDir: ContentFolder) => loadYamlFile(contentDir, 'why-choose-us.yaml', whyChooseUsPageSchema),
  /** /contact, from src/content/contact.yaml. */
  contact: (contentDir: ContentFolder) => loadYamlFile(contentDir, 'contact.yaml', contactPageSchema),
  /** /resources, from src/content/resources/hub.yaml. */
  resourcesHub: (contentDir: ContentFolder) => loadYamlFile(contentDir, 'resources/hub.yaml', resourcesHubSchema),
  /** /resources/screen-reader-tutorials' own words, from src/content/resources/tutorials-hub.yaml. */
  tutorialsHub: (contentDir: ContentFolder) => loadYamlFile(contentDir, 'resources/tutorials-hub.yaml', tutorialsHubSchema),
  /** The block every tutorial ends with, from src/content/resources/practice-resources.yaml. */
  practiceResources: (contentDir: ContentFolder) => loadYamlFile(contentDir, 'resources/practice-resources.yaml', practiceResourcesSchema),
  /** The words around every tutorial's and quick guide's downloads, from src/content/resources/downloads.yaml. */
  downloadsSection: (contentDir: ContentFolder) => loadYamlFile(contentDir, 'resources/downloads.yaml', downloadsSectionSchema),
};
