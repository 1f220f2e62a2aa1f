/**
 * `npm run build`: the client bundle (dist/), the SSR bundle (build/ssr/, never served), the server
 * compiled to JavaScript (dist-server/, never served), then the prerender of every route into dist/,
 * which also writes the settings the server runs with (dist-server/site.json), and last the version stamp
 * (dist/version.json: the commit, reported by /healthz). One process, so both bundles share SITE_BUILD_TIME.
 *
 * With SITE_ENV=production it runs the launch check first (docs/hosting.md, "Before you go live") and refuses
 * to build while anything is left to replace. The prerender (and with it src/config/site.ts) is loaded
 * only after that, so a bad setting is reported by the check in one line. Once built, the build sweeps
 * itself for accessibility and records what it found (docs/decisions/069): a problem stops it, with
 * the page and the problem in the owner's words (on GitHub, as annotations the editing screen shows);
 * otherwise the statement and the report are rendered again from that record, and the launch check
 * runs again, now comparing the record with the site just built (docs/decisions/053). Only then is
 * dist/ for publishing: what goes live is what was swept, and its statement says so.
 */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildStamp } from './shared/buildStamp';
import { buildForProduction, runLaunchCheck } from './shared/launchCheck';
import { distDir, rootDir } from './shared/buildPaths';
import { buildVersion, writeVersionStamp } from './shared/versionStamp';
import { chromiumPath } from './shared/chromium';
import { sweepRecordFile } from './shared/launchItems';
import { isContentError } from '../content-model/compiler/contentError.ts';
import type { CompiledContent } from '../content-model/compiler/compiledContent.ts';
import { loadSweepRecord } from '../content-model/compiler/accessibilityEvidence.ts';
import { defaultContentFolder } from '../content-model/disk/contentDir.ts';
import { MissingLiblouisError } from './downloads/brfTranslate';

process.env.SITE_BUILD_TIME ??= buildStamp();

const mode = buildForProduction(process.env);
if (!mode.ok) {
  console.error(mode.error);
  process.exit(1);
}
if (mode.production) {
  console.log('SITE_ENV=production: checking that nothing is left to replace before going live.');
  if (!existsSync(chromiumPath)) {
    console.error(
      `Not building for production: a production build sweeps itself for its accessibility statement, and there is no browser at ${chromiumPath}. Install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH.`,
    );
    process.exit(1);
  }
  if (runLaunchCheck(rootDir, console, { compareWithBuild: false, recordMadeByThisBuild: true }) !== 0) {
    console.error(
      'Not building for production until the launch check passes (docs/hosting.md, "Before you go live"). For a preview, build without SITE_ENV=production.',
    );
    process.exit(1);
  }
  // This build makes its own sweep record once it is built: a record there now is not the one it publishes.
  rmSync(path.join(rootDir, sweepRecordFile), { force: true });
}

/**
 * A content error is one line for the owner (content-model/compiler/contentError.ts), never a stack trace;
 * so is a tool the build needs and cannot find (liblouis, for the braille downloads).
 */
function stopOnContentError(error: unknown): never {
  if (isContentError(error)) {
    console.error(`Content error: ${error.message}`);
    process.exit(1);
  }
  if (error instanceof MissingLiblouisError) {
    console.error(`Build stopped: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

// Every build is for a browser to run: a preview's too. Vite takes NODE_ENV from the environment, and with
// NODE_ENV=development or test (a host's shell, a test runner) it bundled React's development build,
// whose script stops before the pages hydrate (issues 42, 43): the build sets production itself.
if (process.env.NODE_ENV !== undefined && process.env.NODE_ENV !== 'production') {
  console.log(
    `NODE_ENV=${process.env.NODE_ENV} is not used for the build: it always bundles for production (npm run dev is the development server).`,
  );
}
process.env.NODE_ENV = 'production';

// Loaded only now, once the settings (and for going live the launch check) have passed: Vite, the site's
// configuration and the content compiler take seconds to load, and a refused build says why at once.
const [{ build, mergeConfig }, { siteConfig }, { buildServer, ServerBuildError }, { generateContent }] = await Promise.all([
  import('vite'),
  import('../vite.config.ts'),
  import('./shared/serverBundle'),
  import('./generate-content.ts'),
]);

// The content first, compiled once, into src/content/generated/: everything after reads it
// (docs/decisions/048), and every later step takes this same compile (docs/decisions/077).
let content: CompiledContent;
try {
  content = generateContent();
} catch (error) {
  stopOnContentError(error);
}
const { prerender } = await import('./prerender').catch(stopOnContentError);

const started = Date.now();
await build({ ...siteConfig({ content }), configFile: false, logLevel: 'warn' });
await build(
  mergeConfig(siteConfig({ isSsrBuild: true, content }), {
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: 'build/ssr',
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  }),
);
await buildServer().catch((error: unknown) => {
  if (!(error instanceof ServerBuildError)) throw error;
  for (const line of error.message.split('\n')) console.error(`Server build: ${line}`);
  process.exit(1);
});
await prerender(content).catch(stopOnContentError);
// Which commit this is, for /healthz and the editing screen's "Published" (docs/decisions/054).
const version = buildVersion(rootDir);
writeVersionStamp(distDir, version);
if (!version.commit) console.warn('This build does not know its commit (no git, no SITE_COMMIT): /healthz will report version null.');
console.log(`Built and prerendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (mode.production) {
  console.log('SITE_ENV=production: sweeping this build for accessibility; its statement is made from what the sweep finds.');
  // Loaded only here: the sweep brings pa11y and a browser driver, which no other build needs.
  const { sweepThisBuild } = await import('./shared/sweepThisBuild');
  const { findRoute } = await import('../src/routes/routeTable');
  const swept = await sweepThisBuild({
    pageName: (page) => findRoute(page)?.name,
    // The sweep has just written its record: the one file read again, as the build's own output.
    renderAgain: () =>
      prerender({
        ...content,
        accessibilityEvidence: { ...content.accessibilityEvidence, record: loadSweepRecord(defaultContentFolder) },
      }).catch(stopOnContentError),
    annotate: process.env.GITHUB_ACTIONS === 'true',
  });
  if (!swept) {
    console.error('Not built for production: the accessibility sweep of this build found the problems above (docs/qa-sweeps.md).');
    process.exit(1);
  }
  if (runLaunchCheck(rootDir) !== 0) {
    console.error('The build in dist/ is not ready to go live: the launch check above says why.');
    process.exit(1);
  }
}
