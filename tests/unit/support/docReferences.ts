import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The files and folders the project's documents name, and which of them are not there
 * (tests/unit/docs/docPaths.test.ts, docs/decisions/078). A document names a path:
 *  - in a `code span`, or a fenced block, as a word starting at one of the project's top folders
 *    (`src/lib/html.ts`, `tests/unit/`), or, in a code span, as a bare file name
 *    (`owner-screen-reader.spec.ts`: some file of the project must have that name);
 *  - as a Markdown link's target that is not an address on the web, from the document's own folder.
 * A decision record is history: it may name a path that is no longer there when the same line says
 * where it went, right after it: `old` → `new`, `old` (now `new`, or now in `new`), `old` became `new`, or that
 * it is gone: `old` (removed), `old` is gone.
 */
export const projectDir = path.resolve(import.meta.dirname, '..', '..', '..');

/** The project's top folders, from which a document names paths. */
const tops = ['src', 'server', 'scripts', 'content-model', 'tests', 'docs', 'admin', 'public', '.github', '.ci'];

/**
 * What exists only once a build or a run has made it (what .gitignore leaves out), each with why: a
 * path in one of these, or one of the files they hold named bare, is not looked for. Kept short on
 * purpose: anything else a document names must be in the repository.
 */
export const madeByARun: { path: string; why: string; namedBare?: string[] }[] = [
  {
    path: 'dist/',
    why: 'the built site, written by `npm run build`',
    namedBare: ['404.html', 'editor.json', 'robots.txt', 'search-index.json', 'sitemap.xml'],
  },
  { path: 'dist-server/', why: 'the compiled server, written by `npm run build`', namedBare: ['index.js', 'messages.js', 'site.json'] },
  { path: 'build/', why: 'the SSR bundle, written by `npm run build`' },
  {
    path: 'src/content/generated/',
    why: 'the compiled content, written by `npm run content` and every build',
    namedBare: ['familyRoutes.js', 'home.js', 'pageWords.js'],
  },
  {
    path: 'src/content/accessibility/sweep-record.json',
    why: 'the sweep record, written by a production build’s sweep of itself or `npm run sweep -- --record` (docs/decisions/069)',
  },
  { path: 'reports/', why: 'the sweeps’ and benchmarks’ reports, written when they run' },
  { path: 'test-results/', why: 'Playwright’s traces, written when a browser test fails' },
  { path: '.data/', why: 'the server’s data (contact messages, sign-ins), written when it runs' },
];

/** Names that look like files but are a rule's pattern, each with why. */
export const patterns: { name: string; why: string }[] = [
  { name: 'PascalCase.tsx', why: 'the convention for a component’s file name (docs/architecture.md)' },
  { name: 'camelCase.ts', why: 'the convention for other modules’ file names (docs/architecture.md)' },
];

/**
 * A part of a path that stands for many (a placeholder such as `<slug>`, `NNN` or `{name}`, or a glob
 * such as `*.md`): only the path before it is looked for, so `tests/unit/<folder>` needs `tests/unit/`.
 */
const standsForMany = /<[^>]*>|\{[^}]*\}|\*|\bN{2,}\b|…|\.\.\.(?!\/)|\[[^\]]*\]/;
const fileName = /^[\w.-]+\.(tsx?|m?js|cjs|json|md|ya?ml|css|sh|html|txt|svg|png|xml)$/;
const whereItWent =
  /^\s*(?:\(|,|\bis\b|\bwas\b)?\s*(?:(?:since|later|then)\s+)?(?:(?:→|now(?: in)?|became|moved to|renamed to)\s*`[^`]+`|(?:removed|gone|retired|deleted)\b)/;

export interface Reference {
  line: number;
  /** As the document writes it. */
  written: string;
  /** Relative to the project's folder; a bare file name is looked for anywhere in it. */
  path: string;
  bare: boolean;
  /** The line says where it went (a decision record only may say so). */
  saysWhereItWent: boolean;
}

function tidy(word: string): string {
  return word
    .replace(/^[('"[]+/, '')
    .replace(/[)'",;:.\]]+$/, '')
    .replace(/:\d+(-\d+)?$/, '')
    .replace(/#.*$/, '');
}

/** A word of code as a path of the project, or undefined when it names none. */
function pathInCode(word: string, bareAllowed: boolean): { path: string; bare: boolean } | undefined {
  const clean = tidy(word);
  const top = clean.split('/')[0]!;
  if (clean.includes('/') && (tops.includes(top) || madeByARun.some((made) => made.path === `${top}/`)))
    return { path: clean, bare: false };
  if (bareAllowed && fileName.test(clean) && !clean.startsWith('.')) return { path: clean, bare: true };
  return undefined;
}

/** Every path the document at `docPath` (relative to the project) names, with its line. */
export function referencesIn(docPath: string, text: string): Reference[] {
  const found: Reference[] = [];
  let fenced = false;
  text.split('\n').forEach((lineText, index) => {
    const line = index + 1;
    if (/^\s*(```|~~~)/.test(lineText)) {
      fenced = !fenced;
      return;
    }
    if (fenced) {
      for (const word of lineText.split(/[\s=]+/)) {
        const named = pathInCode(word, false);
        if (named) found.push({ line, written: word, ...named, saysWhereItWent: false });
      }
      return;
    }
    for (const span of lineText.matchAll(/(`+)([^`]+?)\1/g)) {
      const after = lineText.slice(span.index + span[0].length);
      for (const word of span[2]!.split(/[\s=]+/)) {
        const named = pathInCode(word, true);
        if (named) found.push({ line, written: word, ...named, saysWhereItWent: whereItWent.test(after) });
      }
    }
    const prose = lineText.replace(/(`+)[^`]+?\1/g, '');
    for (const match of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1]!;
      if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('#')) continue;
      const withoutAnchor = decodeURI(target.replace(/[#?].*$/, ''));
      const resolved = withoutAnchor.startsWith('/') ? withoutAnchor.slice(1) : path.posix.join(path.posix.dirname(docPath), withoutAnchor);
      found.push({ line, written: target, path: resolved, bare: false, saysWhereItWent: false });
    }
  });
  return found;
}

/** Every file's name in the project (not its dependencies, its history, or what a build or a run writes). */
function fileNames(dir = projectDir, names = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = path.relative(projectDir, path.join(dir, entry.name)).split(path.sep).join('/');
    if (entry.name === 'node_modules' || entry.name === '.git') continue;
    if (entry.isDirectory()) {
      if (!madeByARun.some((made) => made.path === `${relative}/`)) fileNames(path.join(dir, entry.name), names);
    } else names.add(entry.name);
  }
  return names;
}

let names: Set<string> | undefined;

/** Whether a reference names something there is, or something a build or a run makes. */
export function exists(reference: Pick<Reference, 'path' | 'bare'>): boolean {
  const cut = reference.path.search(standsForMany);
  const literal = cut === -1 ? reference.path : reference.path.slice(0, cut).replace(/[^/]*$/, '');
  if (reference.bare)
    return (
      cut !== -1 ||
      patterns.some(({ name }) => name === literal) ||
      madeByARun.some(({ namedBare }) => namedBare?.includes(literal)) ||
      (names ??= fileNames()).has(literal)
    );
  if (madeByARun.some((made) => `${literal}/`.startsWith(made.path) || literal === made.path)) return true;
  // `docs/decisions/050`: a decision record by its number, as the code's comments cite them.
  const record = /^docs\/decisions\/(\d{3})$/.exec(literal);
  if (record) return readdirSync(path.join(projectDir, 'docs', 'decisions')).some((name) => name.startsWith(`${record[1]}-`));
  return existsSync(path.join(projectDir, literal));
}

export const isDecisionRecord = (docPath: string) => /^docs\/decisions\/\d{3}-[^/]+\.md$/.test(docPath);

/** The paths a document names that are not there (in a decision record: and whose line does not say where they went). */
export function deadReferences(docPath: string, text: string): Reference[] {
  return referencesIn(docPath, text).filter((reference) => !exists(reference) && !(isDecisionRecord(docPath) && reference.saysWhereItWent));
}

/** The documents checked: the README, the docs for each reader, the decision records, the tests' README. SPEC.md is the client's text. */
export function documents(): string[] {
  const inFolder = (folder: string) =>
    readdirSync(path.join(projectDir, folder))
      .filter((name) => name.endsWith('.md') && name !== 'SPEC.md')
      .map((name) => `${folder}/${name}`);
  return ['README.md', 'tests/README.md', ...inFolder('docs'), ...inFolder('docs/decisions')];
}

export const readDocument = (docPath: string) => readFileSync(path.join(projectDir, docPath), 'utf8');
