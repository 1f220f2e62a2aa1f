import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteFingerprintSchema, type SiteFingerprint } from '../../content-model/schemas/accessibility.ts';
import type { BuiltSite } from '../../content-model/compiler/sweepCoverage.ts';
import { SEARCH_INDEX_PATH } from '../../src/lib/search/query';
import { sweepStates } from '../sweep/states';
import { siteVersionName } from '../../server/version';

/**
 * The build's fingerprint of itself (docs/decisions/053), dist/site-fingerprint.json: the commit it
 * was built from, each page's fingerprint and one of every other file the pages use. The sweep reads
 * it from the site it sweeps and copies it into its record; the prerender compares the record with
 * the site it has just built, and the launch check with the build in dist/. Identical sources give
 * identical fingerprints (the build stamps only the year: docs/decisions/004).
 */
export const siteFingerprintName = 'site-fingerprint.json';

/**
 * The parts of the accessibility statement and the conformance report made from the evidence (the
 * ids of their <Prerendered> parts): left out of the pages' fingerprints. They change with every
 * sweep record, so a fingerprint that held them would make each record out of date the moment it is
 * committed. The prerender checks that nothing else on those pages changes with the evidence.
 */
export const evidencePartIds = ['statement-compliance', 'statement-known-issues', 'statement-assessment', 'conformance-report'];

/**
 * Files of dist/ that are not among "the other files the pages use": the pages (each has its own
 * fingerprint; the redirect pages only send the browser on), the compressed copies of files, the
 * search index (made from the pages' words, the evidence's included), the sitemap and robots.txt
 * (for search engines: a page added is reported as a page), the editing screen (the owner's, not
 * the visitors'), the version stamp (dist/version.json: a new commit that changes nothing the
 * visitors get must not make the sweep record out of date), and this file.
 */
function isOtherFile(relative: string): boolean {
  return !(
    /\.(?:html|br|gz)$/.test(relative) ||
    relative.startsWith('admin/') ||
    [SEARCH_INDEX_PATH.slice(1), 'sitemap.xml', 'robots.txt', siteVersionName, siteFingerprintName].includes(relative)
  );
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** A page's HTML with the contents of each part named by `ids` left out (the <div id> itself stays). */
export function withoutParts(html: string, ids: readonly string[] = evidencePartIds): string {
  let result = html;
  for (const id of ids) {
    const open = `<div id="${id}">`;
    const start = result.indexOf(open);
    if (start < 0) continue;
    const tags = /<div\b[^>]*>|<\/div>/g;
    tags.lastIndex = start + open.length;
    let depth = 1;
    let match: RegExpExecArray | null;
    while (depth > 0 && (match = tags.exec(result))) {
      depth += match[0] === '</div>' ? -1 : 1;
      if (depth === 0) result = `${result.slice(0, start + open.length)}${result.slice(match.index)}`;
    }
    if (depth > 0) throw new Error(`The part #${id} of a page has no end`);
  }
  return result;
}

/** A page's fingerprint: of its HTML, without the parts made from the accessibility evidence. */
export function pageFingerprint(html: string): string {
  return sha(withoutParts(html));
}

/** Every file under `folder`, as paths relative to it with forward slashes, sorted. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The fingerprint of every other file the pages use in `distDir`: of each one's address and contents. */
export function otherFilesFingerprint(distDir: string): string {
  return sha(
    filesUnder(distDir)
      .filter(isOtherFile)
      .map((file) => `${file} ${sha(readFileSync(path.join(distDir, file)))}\n`)
      .join(''),
  );
}

/** git's HEAD in `root`, and whether the checkout has changes not committed; nulls when git cannot tell. */
export function checkoutVersion(root: string): Pick<SiteFingerprint, 'commit' | 'uncommittedChanges'> {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const commit = git('rev-parse', 'HEAD');
    return { commit: /^[0-9a-f]{40}$/.test(commit) ? commit : null, uncommittedChanges: git('status', '--porcelain').length > 0 };
  } catch {
    return { commit: null, uncommittedChanges: null };
  }
}

/** The fingerprint of a built site, from its pages' HTML (by address) and the files in `distDir`. */
export function siteFingerprint(
  distDir: string,
  pages: { path: string; html: string }[],
  notFoundHtml: string,
  version: Pick<SiteFingerprint, 'commit' | 'uncommittedChanges'>,
): SiteFingerprint {
  return siteFingerprintSchema.parse({
    $comment:
      'Written by the build (scripts/prerender.ts): what this copy of the site is, for the accessibility sweep record (docs/decisions/053).',
    ...version,
    pages: Object.fromEntries(pages.map((page) => [page.path, pageFingerprint(page.html)])),
    notFound: pageFingerprint(notFoundHtml),
    files: otherFilesFingerprint(distDir),
  });
}

export function writeSiteFingerprint(distDir: string, fingerprint: SiteFingerprint): void {
  writeFileSync(path.join(distDir, siteFingerprintName), `${JSON.stringify(fingerprint, null, 2)}\n`);
}

/** The fingerprint a build wrote in `distDir`; null when there is none, or it is not the build's. */
export function readSiteFingerprint(distDir: string): SiteFingerprint | null {
  let text: string;
  try {
    text = readFileSync(path.join(distDir, siteFingerprintName), 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = siteFingerprintSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The page shown for an address that does not exist, as the statement names it. */
export const notFoundPageName = 'the page shown for an address that does not exist';

/**
 * The built site as the comparison with the sweep needs it (content-model/compiler/sweepCoverage.ts): the
 * fingerprints, each page named by `nameOf` (its name in the route table, or its address), and the
 * states the sweep of this version checks.
 */
export function builtSite(fingerprint: SiteFingerprint, nameOf: (path: string) => string = (page) => page): BuiltSite {
  return {
    pages: Object.entries(fingerprint.pages).map(([page, html]) => ({ path: page, name: nameOf(page), html })),
    notFound: { name: notFoundPageName, html: fingerprint.notFound },
    files: fingerprint.files,
    states: sweepStates.map(({ id, name }) => ({ id, name })),
  };
}

/**
 * The build in `distDir` as the comparison needs it, each page named as in `routes` (the route table);
 * null when it holds no fingerprint. For the tests, which check the built pages against it.
 */
export function builtSiteIn(distDir: string, routes: readonly { path: string; name: string }[]): BuiltSite | null {
  const fingerprint = readSiteFingerprint(distDir);
  return fingerprint && builtSite(fingerprint, (page) => routes.find((route) => route.path === page)?.name ?? page);
}
