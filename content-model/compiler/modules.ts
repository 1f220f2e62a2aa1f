/**
 * The content compiler's modules (docs/decisions/048): what each generated module of
 * src/content/generated/ holds, computed from the content files of a folder. ./generate.ts writes them
 * to disk; the editing screen (admin/) runs the same compilation over the files it is about to save,
 * in the owner's browser, so a file is checked exactly as the build will check it. Nothing here
 * touches the disk but through the loaders' reads.
 */
import { buildTimeValues, type BuildTimeName } from './buildTime.ts';
import { compileContentFile, pageLoaders, simplePageWords } from './compile.ts';
import { ContentError } from './contentError.ts';
import { checkIntegrity, integrityProblems, type IntegrityProblem } from './integrity.ts';
import { pagesFolder } from './longPages.ts';
import { allPageWords, type PageWords } from './pageCopy.ts';
import { markdownFiles, quickGuidesFolder } from './quickGuides.ts';
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
const pageFileTypes: { folder: string; type: (name: string) => string | undefined }[] = [
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
 * page's own (src/content/pages/<address>.md). An address in both is an error.
 */
export function routeWords(contentDir: ContentFolder): Record<string, PageWords> {
  const listed = allPageWords(contentDir);
  const own = simplePageWords(contentDir);
  const twice = Object.keys(own).find((page) => page in listed);
  if (twice) {
    throw new ContentError(
      'src/content/pages.yaml',
      undefined,
      `the page ${twice} has its words in src/content/pages${twice}.md too: keep them in one place`,
    );
  }
  return { ...listed, ...own };
}

/**
 * Compiles every module of the content of `contentDir`, handing each to `write`: its path under the
 * generated folder (without extension), its code, and its declaration, whose types are named from
 * '@content/' (the content model's folder, content-model/). A content error is thrown as it is met; the cross-references between files
 * (./integrity.ts) are checked last, when every file is known good on its own. `crossReferences`, when
 * given, is handed those problems instead (the editing screen weighs them against the content as it
 * was: ./editor/checkEntry.ts). Returns the number of modules.
 */
export function compileModules(
  contentDir: ContentFolder,
  write: (relative: string, code: string, declaration: string) => void,
  crossReferences?: (problems: IntegrityProblem[]) => void,
): number {
  let count = 0;
  const emit = (relative: string, code: string, declaration: string) => {
    write(relative, code, declaration);
    count += 1;
  };
  for (const [name, { exports, prerenderOnly }] of Object.entries(valueModules)) {
    const entries = Object.entries(exports) as [string, BuildTimeName][];
    emit(
      name,
      entries.map(([exported, value]) => `export const ${exported} = ${json(buildTimeValues[value](contentDir))};\n`).join(''),
      entries
        .map(
          ([exported, value]) =>
            `export declare const ${exported}: import('@content/compiler/buildTime.ts').BuildTimeValue<'${value}'>${prerenderOnly ? ' | undefined' : ''};\n`,
        )
        .join(''),
    );
  }

  const words = Object.entries(routeWords(contentDir)).map(([page, entry]) => [pageWordsExport(page), entry] as const);
  emit(
    'pageWords',
    words.map(([name, entry]) => `export const ${name} = ${json(entry)};\n`).join(''),
    words.map(([name]) => `export declare const ${name}: import('@content/compiler/pageCopy.ts').PageWords;\n`).join(''),
  );

  for (const { folder, type } of pageFileTypes) {
    for (const name of markdownFiles(contentDir, folder)) {
      const typeName = type(name);
      if (!typeName) continue;
      const relative = `${folder}/${name}`;
      emit(
        relative.replace(/\.md$/, ''),
        `export default ${json(compileContentFile(contentDir, relative))};\n`,
        `declare const page: import('@content/schemas/index.ts').${typeName};\nexport default page;\n`,
      );
    }
  }
  if (crossReferences) crossReferences(integrityProblems(contentDir));
  else checkIntegrity(contentDir);
  return count;
}
