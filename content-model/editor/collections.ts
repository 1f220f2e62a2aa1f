import type { z } from 'zod';
import { businessDetailsSchema } from '../settings/siteSchema.ts';
import {
  aboutFrontMatterSchema,
  accessToWorkFrontMatterSchema,
  conformanceReportFileSchema,
  contactPageSchema,
  cookieBannerSchema,
  documentFrontMatterSchema,
  footerFileSchema,
  glossaryFileSchema,
  glossaryRulesHint,
  homePageSchema,
  knownIssuesFileSchema,
  manualChecksFileSchema,
  navigationFileSchema,
  pagesFileSchema,
  practiceResourcesSchema,
  downloadsSectionSchema,
  privacyPolicyFrontMatterSchema,
  quickGuideFrontMatterSchema,
  resourcesHubSchema,
  searchBestBetsFileSchema,
  searchSynonymsFileSchema,
  servicesPageSchema,
  softwareAzSchema,
  testimonialsPageSchema,
  trainingCategoryFrontMatterSchema,
  trainingHubSchema,
  tutorialFrontMatterSchema,
  tutorialsHubSchema,
  whyChooseUsPageSchema,
} from '../schemas/index.ts';

/** A Markdown file's body, as the editing screen edits it: a tall text box with its label and hint. */
export interface BodyField {
  label: string;
  hint?: string;
}

/** What the editing screen says about a file or a folder of files, and the schema its files are checked with. */
interface Described {
  name: string;
  label: string;
  description?: string;
  /** The content file's schema (a Markdown file's front matter): its fields are the screen's. */
  schema?: z.ZodType;
  /** A Markdown file's body, shown after the field `bodyAfter` names, or after all of them. */
  body?: BodyField;
  bodyAfter?: string;
}

export interface EditorFile extends Described {
  file: string;
  schema: z.ZodType;
}

export interface EditorCollection extends Described {
  /** What one file of a folder is called ("Quick guide"). */
  itemLabel?: string;
  /** A folder of files of one kind (one page each)... */
  folder?: string;
  extension?: 'md' | 'yaml';
  /** Whether the owner may add files to the folder, and delete them. */
  create?: boolean;
  delete?: boolean;
  /** The field whose words name a file in the folder's list. */
  titleField?: string;
  /** ...or a list of single files. */
  files?: EditorFile[];
}

/** The body of a long page: an introduction, then "## " sections with their anchors. */
export const documentBody: BodyField = {
  label: 'Text: an introduction paragraph, then ## sections, each heading ending with its {#anchor}',
};

/** The collection that also lists every simple page (src/content/pages/<address>.md, decision 049). */
export const pagesCollection = 'pages';

/**
 * The editing screen's collections (docs/decisions/050): each folder or file of src/content/ the
 * owner edits, what the screen calls it and says about it, and its schema. The fields themselves are
 * made from the schemas (./editorDescription.ts); this list says only where the files are. The simple
 * pages join the Pages collection by themselves (./editorDescription.ts). A test checks that every content file is
 * in one of them.
 */
export const editorCollections: EditorCollection[] = [
  {
    name: 'quick-guides',
    label: 'Software quick guides',
    itemLabel: 'Quick guide',
    description: 'One page per guide. The file name is the page address (dragon.md is /resources/software-quick-guides/dragon).',
    folder: 'src/content/quick-guides',
    extension: 'md',
    create: true,
    delete: true,
    titleField: 'title',
    schema: quickGuideFrontMatterSchema,
    body: {
      label: 'Five tips, each a heading (##) and one paragraph',
    },
  },
  {
    name: 'tutorials',
    label: 'Screen reader tutorials',
    itemLabel: 'Screen reader tutorial',
    description:
      "One page per tutorial. The file name is the page address (jaws.md is /resources/screen-reader-tutorials/jaws); a new tutorial's file name is the last part of its address.",
    folder: 'src/content/tutorials',
    extension: 'md',
    create: true,
    delete: true,
    titleField: 'title',
    schema: tutorialFrontMatterSchema,
    body: {
      label: 'The page, section by section',
      hint: 'Each section starts with a "## " line, in this order: What you\'ll learn (a list, one "- " line per point); Quick Start (a paragraph, then numbered steps, one "1. " line each); Essential Commands (a "### " line with the table\'s caption, then the table); Step-by-step guide (each step a "### " line, an optional paragraph and numbered steps); Keyboard navigation (optional: "### " captions and tables); Quick Tips (a list); Pro tip (a paragraph). A table is the line "| Command | Action |", the line "| --- | --- |", then one line per command: "| Insert+T | Read the title of the window. |". Links are [words](address).',
    },
  },
  {
    name: 'training-categories',
    label: 'Training category pages',
    itemLabel: 'Training category page',
    description:
      "One page per file, under /training (tasks.md is /training/tasks). A new page's file name is the last part of its address. The training hub shows a page once it has a card there (Training hub and Software A–Z); before deleting a page, remove its card and change the Software A–Z tools that link to it, or the build stops and says which.",
    folder: 'src/content/training/categories',
    extension: 'md',
    create: true,
    delete: true,
    titleField: 'title',
    schema: trainingCategoryFrontMatterSchema,
    bodyAfter: 'searchDescription',
    body: {
      label: 'Introduction (one to three paragraphs, links as [words](/address))',
    },
  },
  {
    name: 'training',
    label: 'Training hub and Software A–Z',
    files: [
      {
        name: 'hub',
        label: 'Training hub',
        file: 'src/content/training/hub.yaml',
        description:
          "The page /training. The cards appear in this order, and the category pages follow the same order in the sitemap. A card's page address must lead to a page that exists (a training category page, or /training/software-a-z).",
        schema: trainingHubSchema,
      },
      {
        name: 'software-a-z',
        label: 'Software A–Z',
        file: 'src/content/training/software-a-z.yaml',
        description: 'The page /training/software-a-z. The page lists the tools in alphabetical order, whatever their order here.',
        schema: softwareAzSchema,
      },
    ],
  },
  {
    name: 'glossary',
    label: 'Glossary',
    files: [
      {
        name: 'glossary',
        label: 'Glossary page',
        file: 'src/content/glossary.yaml',
        // The rules glossaryFileSchema enforces, in its words.
        description: glossaryRulesHint,
        schema: glossaryFileSchema,
      },
    ],
  },
  {
    name: 'testimonials',
    label: 'Testimonials',
    description:
      'The three quotes on the Client feedback page. Keep "Example we wrote" on until a quote is a client\'s own words, given with their permission; while any quote is an example, the page says so.',
    files: [
      {
        name: 'testimonials',
        label: 'Client feedback page',
        file: 'src/content/testimonials.yaml',
        schema: testimonialsPageSchema,
      },
    ],
  },
  {
    name: 'pages',
    label: 'Pages',
    description:
      "The single long pages, one file each in src/content/pages/. Each page's text is its body, in Markdown. It starts with one introduction paragraph, then sections that each start with a ## heading line. Under a heading write paragraphs, bulleted lists (- item), numbered lists (1. item) and links ([words](/address)). Bold, italics, quotations, tables and images are not shown, and the build names the line that uses them.",
    extension: 'md',
    files: [
      {
        name: 'about',
        label: 'About',
        file: 'src/content/pages/about.md',
        description:
          "/about. Each section heading ends with its anchor, the section's own address on the page; for example ## Our Mission {#mission}. Keep the anchor when you change the heading's words.",
        schema: aboutFrontMatterSchema,
        body: documentBody,
      },
      {
        name: 'privacy-policy',
        label: 'Privacy policy',
        file: 'src/content/pages/privacy-policy.md',
        description:
          '/privacy-policy. Change the date whenever you change the words. Each section heading ends with its anchor, for example ## Your Rights {#your-rights}; ### headings make subsections.',
        schema: privacyPolicyFrontMatterSchema,
        body: documentBody,
      },
      {
        name: 'accessibility-statement',
        label: 'Accessibility statement',
        file: 'src/content/pages/accessibility-statement.md',
        description:
          '/accessibility-statement. Each section heading ends with its anchor, for example ## Known Limitations {#known-limitations}. Keep the sections {#compliance-status}, {#known-limitations} and {#assessment-approach}: the evidence (Accessibility evidence, and the last sweep) is shown at their end.',
        schema: documentFrontMatterSchema,
        body: documentBody,
      },
      {
        name: 'access-to-work',
        label: 'Access to Work',
        file: 'src/content/pages/access-to-work.md',
        description:
          "/resources/access-to-work. The annual limit is written once, below; in the text write {annualLimit} for the amount, {annualLimitFrom} for the month it applies from and {annualLimitSource} for GOV.UK's page (docs/decisions/022). The body holds the introduction and four ## sections in this order: what Access to Work is, what can be funded (one paragraph, before the cards), who is eligible (a paragraph, the bulleted conditions, then notes) and how to apply (one paragraph, before the steps).",
        schema: accessToWorkFrontMatterSchema,
        body: {
          label: 'Text: an introduction paragraph, then the four ## sections',
        },
      },
    ],
  },
  {
    name: 'business',
    label: 'Business details',
    description:
      "The company's details, shown on every page, in the footer and to search engines. Any text of the site can name them with {companyName}, {email}, {phone}, {phoneE164}, {town}, {companyNumber}, {registeredIn} or {siteUrl}, and the days contact messages are kept (set when the site is built) with {contactRetentionDays}. After changing the company name, town or service area, run npm run generate:social-image to redraw the link preview picture (npm run launch-check reminds you).",
    files: [
      {
        name: 'business',
        label: 'Company details',
        file: 'src/content/business.yaml',
        schema: businessDetailsSchema,
      },
    ],
  },
  {
    name: 'search',
    label: 'Site search',
    description:
      'Site search finds what visitors type on every page of the site by itself. In Synonyms you add the words visitors use for the same thing, such as AtW for Access to Work, so a search for one finds the other; a word may be in one group only. In Best bets you choose the result listed first for a search, such as the contact details for "phone number"; a search may be in one best bet only.',
    files: [
      {
        name: 'search-synonyms',
        label: 'Synonyms',
        file: 'src/content/search-synonyms.yaml',
        schema: searchSynonymsFileSchema,
      },
      {
        name: 'search-best-bets',
        label: 'Best bets',
        file: 'src/content/search-best-bets.yaml',
        description:
          'For the searches a best bet lists, the result at its address is listed first, marked "Best match". A search is matched as a question: it applies when a visitor\'s search holds all its words, in any order, with other words around them that the best match also meets ("price of training" holds "price"); capitals, word endings and small words such as "is", "do" and "the" do not count. A best bet leading to /contact#contact-details-heading lists questions this site has no answer for: they are told so, and shown the ways to ask. The address is a page, such as /contact, or a part of one, such as /contact#contact-details-phone: search for that part and copy its result\'s link.',
        schema: searchBestBetsFileSchema,
      },
    ],
  },
  {
    name: 'site-parts',
    label: 'Menu, footer and cookie banner',
    description: "The parts every page shares. A link's page address is one of the site's pages, such as /training.",
    files: [
      {
        name: 'navigation',
        label: 'Header menu',
        file: 'src/content/navigation.yaml',
        schema: navigationFileSchema,
      },
      {
        name: 'footer',
        label: 'Footer',
        file: 'src/content/footer.yaml',
        schema: footerFileSchema,
      },
      {
        name: 'cookie-banner',
        label: 'Cookie banner',
        file: 'src/content/cookie-banner.yaml',
        schema: cookieBannerSchema,
      },
    ],
  },
  {
    name: 'main-pages',
    label: 'Main pages',
    description:
      "The words of the site's main pages. Where a label says so, a text may hold links, written [words](/page-address), and business details such as {phone}.",
    files: [
      {
        name: 'home',
        label: 'Home',
        file: 'src/content/home.yaml',
        schema: homePageSchema,
      },
      {
        name: 'services',
        label: 'Services',
        file: 'src/content/services.yaml',
        schema: servicesPageSchema,
      },
      {
        name: 'why-choose-us',
        label: 'Why choose us',
        file: 'src/content/why-choose-us.yaml',
        schema: whyChooseUsPageSchema,
      },
      {
        name: 'contact',
        label: 'Contact',
        file: 'src/content/contact.yaml',
        schema: contactPageSchema,
      },
      {
        name: 'resources-hub',
        label: 'Resources hub',
        file: 'src/content/resources/hub.yaml',
        schema: resourcesHubSchema,
      },
      {
        name: 'tutorials-hub',
        label: 'Screen reader tutorials hub',
        file: 'src/content/resources/tutorials-hub.yaml',
        schema: tutorialsHubSchema,
      },
      {
        name: 'practice-resources',
        label: 'Practice and learning resources (end of every tutorial)',
        file: 'src/content/resources/practice-resources.yaml',
        schema: practiceResourcesSchema,
      },
      {
        name: 'downloads',
        label: 'Downloads (top of every tutorial and quick guide)',
        file: 'src/content/resources/downloads.yaml',
        description:
          'The words around the four files every tutorial and quick guide offers. The build makes the files from the page and adds each link’s format and size, so a new tutorial or guide gets its downloads with nothing to do here.',
        schema: downloadsSectionSchema,
      },
    ],
  },
  {
    name: 'accessibility',
    label: 'Accessibility evidence',
    description:
      'What the accessibility statement and its WCAG 2.2 conformance report show besides the automated sweep (which every build for the live site records itself). Record each check made by hand and each known issue here: a criterion is only marked as supported once its evidence is recorded, and a known issue marks the criteria it fails. Write people by their role, never by name.',
    files: [
      {
        name: 'manual-checks',
        label: 'Checks made by hand',
        file: 'src/content/accessibility/manual-checks.yaml',
        description:
          'One entry per check: who made it (by role), with which assistive technology, browser and device, on which pages, which WCAG criteria it covered, and what it found. A problem found is also recorded under Known issues.',
        schema: manualChecksFileSchema,
      },
      {
        name: 'known-issues',
        label: 'Known issues',
        file: 'src/content/accessibility/known-issues.yaml',
        description:
          'What does not yet meet WCAG 2.2 level A or AA, the criteria it fails, and what a visitor can do meanwhile. Delete an issue once it is fixed. An empty list says plainly that we know of none.',
        schema: knownIssuesFileSchema,
      },
      {
        name: 'conformance-report',
        label: "Conformance report's words",
        file: 'src/content/accessibility/conformance-report.yaml',
        description:
          'The words of /accessibility-statement/conformance-report, and the criteria that do not apply to this site, each with a reason a visitor can check. A criterion that does not apply cannot also have a known issue.',
        schema: conformanceReportFileSchema,
      },
    ],
  },
  {
    name: 'page-titles',
    label: 'Page titles and search descriptions',
    description:
      'For each page, its short name (the breadcrumb, and what a screen reader hears after moving to it), the title in the browser tab when it is not "name | company name", the words heard instead of the name when they differ, and the description a search result shows. The pages and their addresses are set by the developer.',
    files: [
      {
        name: 'pages',
        label: "Every page's title and search description",
        file: 'src/content/pages.yaml',
        schema: pagesFileSchema,
      },
    ],
  },
];
