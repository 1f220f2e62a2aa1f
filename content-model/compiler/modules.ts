/**
 * The content compiler's modules (docs/decisions/048): what each generated module of
 * src/content/generated/ holds, made from what one compile of the content made (./compiledContent.ts).
 * scripts/generate-content.ts writes them to disk; the editing screen (admin/) runs the same compile
 * over the files it is about to save, in the owner's browser, so a file is checked exactly as the build
 * will check it.
 */
import type { BuildTimeName, BuildTimeValues } from './buildTime.ts';
import { pageLoaders, simplePageWords } from './compile.ts';
import { ContentError } from './contentError.ts';
import { pagesFolder } from './longPages.ts';
import { allPageWords, type PageWords } from './pageCopy.ts';
import { quickGuidesFolder } from './quickGuides.ts';
import { trainingCategoriesFolder } from './trainingFolder.ts';
import { tutorialsFolder } from './tutorials.ts';
import type { ContentFolder } from './contentFolder.ts';

/** The generated folder, beside the content it is made from. */
export const generatedFolder = 'generated';

/**
 * The modules of build-time values, by file name, and the values each exports by name. Prerender-only
 * values (docs/decisions/035) are marked: the browser's bundle gets `undefined` for them.
 */
export const valueModules: Record<string, { exports: Partial<Record<string, BuildTimeName>>; prerenderOnly?: true }> = {
  accessibilityEvidence: { exports: { statementEvidence: 'statementEvidence' }, prerenderOnly: true },
  conformanceReport: { exports: { conformanceReport: 'conformanceReport' }, prerenderOnly: true },
  business: { exports: { business: 'business', businessDescription: 'businessDescription' } },
  contact: { exports: { contact: 'contact' } },
  cookieBanner: { exports: { cookieBanner: 'cookieBanner' } },
  familyRoutes: { exports: { familyRoutes: 'familyRoutes' } },
  footer: { exports: { footerAbout: 'footerAbout', footerQuickLinks: 'footerQuickLinks', footerLegalLinks: 'footerLegalLinks' } },
  glossaryTerms: { exports: { glossaryTerms: 'glossaryTerms' } },
  home: { exports: { home: 'home' } },
  navigation: { exports: { mainNavigation: 'mainNavigation' } },
  practiceResources: { exports: { practiceResources: 'practiceResources' }, prerenderOnly: true },
  downloadsSection: { exports: { downloadsSection: 'downloadsSection' }, prerenderOnly: true },
  quickGuideCards: { exports: { quickGuideCards: 'quickGuideCards' } },
  resourcesHub: { exports: { resourcesHub: 'resourcesHub' } },
  routeDescriptions: { exports: { routeDescriptions: 'routeDescriptions' } },
  searchSynonyms: { exports: { searchSynonyms: 'searchSynonyms' }, prerenderOnly: true },
  searchBestBets: { exports: { searchBestBets: 'searchBestBets' }, prerenderOnly: true },
  services: { exports: { services: 'services' } },
  softwareAz: { exports: { softwareAz: 'softwareAz' } },
  testimonialsPage: { exports: { testimonialsPage: 'testimonialsPage' } },
  trainingCategories: { exports: { trainingCategories: 'trainingCategories' } },
  trainingHub: { exports: { trainingHub: 'trainingHub' } },
  tutorialCards: { exports: { tutorialCards: 'tutorialCards' } },
  tutorialsHub: { exports: { tutorialsHub: 'tutorialsHub' } },
  whyChooseUs: { exports: { whyChooseUs: 'whyChooseUs' } },
};

/** The page files a route loads as its own module, by folder, and the type of each one's data. */
const pageFileTypes: { folder: string; type: (name: string) => string }[] = [
  { folder: quickGuidesFolder, type: () => 'QuickGuide' },
  { folder: tutorialsFolder, type: () => 'Tutorial' },
  { folder: trainingCategoriesFolder, type: () => 'TrainingCategoryPage' },
  {
    folder: pagesFolder,
    type: (name) =>
      (
        ({
          'about.md': 'AboutPage',
          'accessibility-statement.md': 'DocumentPage',
          'access-to-work.md': 'AccessToWorkPage',
          'privacy-policy.md': 'PrivacyPolicyPage',
        }) satisfies Record<keyof typeof pageLoaders, string>
      )[name as keyof typeof pageLoaders] ?? 'DocumentPage',
  },
];

/** The generated module of a content file: quick-guides/dragon.md is quick-guides/dragon.js. */
export function generatedModuleOf(contentFile: string): string {
  return `${generatedFolder}/${contentFile.replace(/\.md$/, '.js')}`;
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * The name a page's words are exported by from pageWords.js, made from its address: / is `home`,
 * /404 `notFound`, /why-choose-us `whyChooseUs`, /resources/access-to-work `resourcesAccessToWork`.
 * One export per page, not one object by address, so the browser's bundle does not carry every
 * address twice (docs/decisions/048).
 */
export function pageWordsExport(pagePath: string): string {
  if (pagePath === '/') return 'home';
  if (pagePath === '/404') return 'notFound';
  return pagePath
    .split(/[/-]/)
    .filter(Boolean)
    .map((part, index) => (index === 0 ? part : `${part[0]!.toUpperCase()}${part.slice(1)}`))
    .join('');
}

/**
 * Every page's words in the route table, by address: src/content/pages.yaml's, and each simple
 * page's own (src/content/pages/<address>.md, `simplePages` when compiled already). An address in
 * both is an error.
 */
export function routeWords(contentDir: ContentFolder, simplePages = simplePageWords(contentDir)): Record<string, PageWords> {
  const listed = allPageWords(contentDir);
  const twice = Object.keys(simplePages).find((page) => page in listed);
  if (twice) {
    throw new ContentError(
      'src/content/pages.yaml',
      undefined,
      `the page ${twice} has its words in src/content/pages${twice}.md too: keep them in one place`,
    );
  }
  return { ...listed, ...simplePages };
}

/**
 * One module of the generated folder: its path there (without extension), its code, and its
 * declaration, whose types are named from '@content/' (the content model's folder, content-model/).
 */
export interface GeneratedModule {
  path: string;
  code: string;
  declaration: string;
}

/**
 * The generated modules of one compile: a module per group of values (valueModules), pageWords.js
 * (the route table's words, by address) and a module per page file (its path under src/content and
 * its data).
 */
export function generatedModules(
  values: BuildTimeValues,
  words: Record<string, PageWords>,
  pageFiles: readonly { relative: string; data: unknown }[],
): GeneratedModule[] {
  const valueModuleList = Object.entries(valueModules).map(([name, { exports, prerenderOnly }]): GeneratedModule => {
    const entries = Object.entries(exports) as [string, BuildTimeName][];
    return {
      path: name,
      code: entries.map(([exported, value]) => `export const ${exported} = ${json(values[value])};\n`).join(''),
      declaration: entries
        .map(
          ([exported, value]) =>
            `export declare const ${exported}: import('@content/compiler/buildTime.ts').BuildTimeValue<'${value}'>${prerenderOnly ? ' | undefined' : ''};\n`,
        )
        .join(''),
    };
  });
  const named = Object.entries(words).map(([page, entry]) => [pageWordsExport(page), entry] as const);
  const pageWordsModule: GeneratedModule = {
    path: 'pageWords',
    code: named.map(([name, entry]) => `export const ${name} = ${json(entry)};\n`).join(''),
    declaration: named.map(([name]) => `export declare const ${name}: import('@content/compiler/pageCopy.ts').PageWords;\n`).join(''),
  };
  const pageModules = pageFiles.map(({ relative, data }): GeneratedModule => {
    const slash = relative.lastIndexOf('/');
    const type = pageFileTypes.find(({ folder }) => folder === relative.slice(0, slash))!.type(relative.slice(slash + 1));
    return {
      path: relative.replace(/\.md$/, ''),
      code: `export default ${json(data)};\n`,
      declaration: `declare const page: import('@content/schemas/index.ts').${type};\nexport default page;\n`,
    };
  });
  return [...valueModuleList, pageWordsModule, ...pageModules];
}
