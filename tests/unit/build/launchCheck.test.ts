import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildForProduction, collectLaunchItems, markerFiles, runLaunchCheck, type Output } from '../../../scripts/shared/launchCheck';
import {
  brailleItems,
  formatItem,
  isExampleUrl,
  isExamplePhone,
  ownerMarkerItems,
  registrationCountryOf,
  siteFiles,
  siteItems,
  socialImageItems,
  sweepCoverageItems,
  sweepRecordItems,
  testimonialItems,
  type LaunchItem,
} from '../../../scripts/shared/launchItems';
import { readPngText, withPngText } from '../../../scripts/shared/pngText';
import { readLaunchSettings, type LaunchSettings } from '../../../scripts/shared/launchSettings';
import { downloadIdentityItems } from '../../../scripts/shared/launchDownloads';
import { sweepStates } from '../../../scripts/sweep/states';
import { site } from '../../../src/config/site';
import type { SiteConfig } from '../../../content-model/settings/siteSchema.ts';
import { testimonialsPage } from '../../../src/content/generated/testimonialsPage';
import { pathWithout } from '../support/pathWithout';

// Some tests here start the real script in a child process (tsx compiles it first): on a busy
// two-core machine one start alone can take over vitest's default 5 s.
vi.setConfig({ testTimeout: 60_000 });

/**
 * `npm run launch-check` (docs/decisions/024), against the shipped project and against
 * tests/fixtures/launch-check/replaced (every detail replaced), with only the build settings each case
 * gives. The check runs in this process (runLaunchCheck, given the environment and printing into the
 * run's output), as the command runs it: it takes the environment as an argument, and no module it
 * loads keeps a setting read at import. What only the command does (its arguments, its exit code, its
 * own printing) is checked on the command itself, in a child process, in a few cases named so
 * ("the command: …"); so is every refusal of `npm run build`, which reads this process's environment.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const replaced = path.join(root, 'tests/fixtures/launch-check/replaced');
const goodSettings = { SITE_URL: 'https://www.launch-check-fixture.co.uk', SITE_HOSTING: 'node' };

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** This process's environment without its SITE_* variables: each case gives only its own. */
const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SITE_')));

/** Runs a script under tsx with none of this process's SITE_* variables, only `env`'s. */
function runScript(script: string, args: string[], env: Record<string, string>, timeout = 60_000): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

/** The day the fixtures' sweep record (20 November 2026) is four days old: the check's fixed clock. */
const fixtureToday = '2026-11-24';

/**
 * The check in this process, with none of this process's SITE_* variables, only `env`'s: the command's
 * run, with `--root` and `--today` when `checkedRoot` is given, what it prints caught line by line.
 */
function launchCheck(env: Record<string, string>, checkedRoot?: string, today = fixtureToday): Run {
  const run: Run = { code: null, stdout: '', stderr: '' };
  const output: Output = { log: (line) => (run.stdout += `${line}\n`), error: (line) => (run.stderr += `${line}\n`) };
  run.code = runLaunchCheck(checkedRoot ?? root, output, { env: { ...inherited, ...env }, ...(checkedRoot ? { today } : {}) });
  return run;
}

/** The command itself, `npm run launch-check`, in a child process, with the same arguments. */
const launchCheckCommand = (env: Record<string, string>, checkedRoot?: string, today = fixtureToday) =>
  runScript('scripts/launch-check.ts', checkedRoot ? ['--root', checkedRoot, `--today=${today}`] : [], env);

/** The reported lines, without the heading. */
const itemLines = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.startsWith('  '))
    .map((line) => line.trim());

/** A one-line error: a single line, no stack frames, no source excerpt. */
function expectOneLineError(run: Run, text: string) {
  expect(run.code).toBe(1);
  expect(run.stdout).toBe('');
  const lines = run.stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(text);
  expect(run.stderr).not.toMatch(/\n\s+at |Error:/);
}

const temporaryRoots: string[] = [];
afterAll(() => {
  for (const folder of temporaryRoots) rmSync(folder, { recursive: true, force: true });
});

/** A throwaway project root holding the given files. */
function projectWith(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'launch-check-'));
  temporaryRoots.push(folder);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  return folder;
}

const replacedTestimonials = readFileSync(path.join(replaced, 'src/content/testimonials.yaml'), 'utf8');
const replacedBusiness = readFileSync(path.join(replaced, 'src/content/business.yaml'), 'utf8');
const replacedImage = readFileSync(path.join(replaced, 'public/og/default.png'));
const recordFile = 'src/content/accessibility/sweep-record.json';
const fingerprintFile = 'dist/site-fingerprint.json';
const replacedFingerprint = readFileSync(path.join(replaced, fingerprintFile), 'utf8');
/**
 * The fixture's record of a full sweep of the fixture's build (its dist/site-fingerprint.json), with
 * every state the sweep checks today: a state added to scripts/sweep/states.ts needs no change here.
 */
const replacedRecord = (() => {
  const text = readFileSync(path.join(replaced, recordFile), 'utf8');
  const states = sweepStates.map((state) => `      ${JSON.stringify({ id: state.id, name: state.name, path: state.path })}`).join(',\n');
  const pages = (JSON.parse(text) as { pages: number }).pages;
  return text
    .replace(/"states": \d+,/, `"states": ${sweepStates.length},`)
    .replace(/"checks": \d+,/, `"checks": ${(pages + sweepStates.length) * 2},`)
    .replace(/("states": \[\n)[\s\S]*?(\n {4}\])/, `$1${states}$2`);
})();

/** A project with the fixture's replaced details, image, sweep record and build, and the given files. */
function replacedProjectWith(files: Record<string, string>): string {
  const folder = projectWith({
    'src/content/business.yaml': replacedBusiness,
    'src/content/testimonials.yaml': replacedTestimonials,
    [recordFile]: replacedRecord,
    [fingerprintFile]: replacedFingerprint,
    ...files,
  });
  mkdirSync(path.join(folder, 'public/og'), { recursive: true });
  writeFileSync(path.join(folder, 'public/og/default.png'), replacedImage);
  return folder;
}

/** Everything replaced: the fixture, with a record of a full sweep of its build. */
const fullyReplaced = replacedProjectWith({});

describe('npm run launch-check on the shipped site', () => {
  it('the command: lists every fictional detail, the unset build settings, each provisional testimonial and each owner marker, and exits 1', async () => {
    const run = await launchCheckCommand({});
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const lines = itemLines(run.stdout);
    expect(run.stdout.split('\n')[0]).toBe(
      `Launch check: ${lines.length} things to replace before the site goes live (docs/hosting.md, "Before you go live"):`,
    );
    // Each business detail still at its shipped example value is named (the owner replaces them one
    // by one: a replaced one is no longer listed, and this test does not pin today's values).
    const exampleDetails: [boolean, string | RegExp][] = [
      [
        site.companyName === 'Example Assistive Technology Ltd',
        'src/content/business.yaml: companyName is the example name "Example Assistive Technology Ltd"',
      ],
      [site.companyNumber === '00000000', 'src/content/business.yaml: companyNumber is the example number 00000000'],
      [site.email === 'info@example.co.uk', 'src/content/business.yaml: email is the example address info@example.co.uk'],
      [site.phone.display === '0333 000 0000', 'src/content/business.yaml: phone is the example number 0333 000 0000'],
      [
        site.professionalNetwork.url === 'https://www.linkedin.com/company/example',
        /^src\/content\/business\.yaml: professionalNetwork\.url is the example profile https:\/\/www\.linkedin\.com\/company\/example: /,
      ],
    ];
    const expected = [
      ...exampleDetails.filter(([present]) => present).map(([, line]) => line),
      /^build environment: SITE_URL is not set, so every page names the example address https:\/\/www\.example\.co\.uk/,
      // The downloads carry the example company and address too (issue 45).
      /^dist\/downloads: every tutorial's and quick guide's Word and braille file would name .*the example address https:\/\/www\.example\.co\.uk as the page it was made from/,
      /^build environment: SITE_HOSTING is not set, so nothing says whether the contact form \(posting to \/api\/contact\)/,
    ];
    expect(lines).toEqual(expect.arrayContaining(expected.map((line) => (typeof line === 'string' ? line : expect.stringMatching(line)))));
    // One line per provisional testimonial, naming it: as many as the content flags (the shipped
    // three are all provisional; the owner clears the flag as each real quote comes in).
    const provisional = lines.filter((line) => line.startsWith('src/content/testimonials.yaml: '));
    expect(provisional).toHaveLength(testimonialsPage.testimonials.filter((testimonial) => testimonial.provisional).length);
    for (const line of provisional)
      expect(line).toMatch(/^src\/content\/testimonials\.yaml: testimonial \d \(".+"\) is provisional \(provisional: true\)/);
    // Nothing else, apart from owner markers other files may carry and what the shipped sweep record
    // gives on the day the test runs (its rules are tested below, with a fixed clock): the shipped image
    // shows the shipped details.
    const others = lines.filter(
      (line) =>
        !line.startsWith('src/content/testimonials.yaml: ') &&
        !line.startsWith(`${recordFile}: `) &&
        !/ \(line \d+\) is marked for the owner: /.test(line),
    );
    expect(others).toHaveLength(expected.length);
    expect(lines.some((line) => line.startsWith('public/og/default.png'))).toBe(false);
  });

  it("names the static host's missing contact endpoint, the example SITE_URL and the hosting guide's example form id", () => {
    const staticHost = itemLines(launchCheck({ SITE_URL: 'https://www.example.co.uk', SITE_HOSTING: 'static' }).stdout);
    expect(staticHost).toContain(
      "build environment: SITE_CONTACT_ENDPOINT is not set, so the contact form posts to /api/contact, and a static host (SITE_HOSTING=static) has no server there to receive it: set SITE_CONTACT_ENDPOINT to your form service's address (such as https://formspree.io/f/yourFormId)",
    );
    expect(staticHost).toContain(
      'build environment: SITE_URL is the example address https://www.example.co.uk: set it to the address the site is published at',
    );
    expect(staticHost.some((line) => line.startsWith('build environment: SITE_HOSTING'))).toBe(false);

    const readmeExample = itemLines(
      launchCheck({
        SITE_URL: 'https://www.your-domain.co.uk',
        SITE_HOSTING: 'static',
        SITE_CONTACT_ENDPOINT: 'https://formspree.io/f/yourFormId',
      }).stdout,
    );
    expect(readmeExample).toContain(
      'build environment: SITE_URL is the example address https://www.your-domain.co.uk: set it to the address the site is published at',
    );
    expect(readmeExample).toContain(
      'build environment: SITE_CONTACT_ENDPOINT is the example address https://formspree.io/f/yourFormId: use the address your form service gives your form',
    );
  });
});

describe('npm run launch-check on a project where everything is replaced', () => {
  it('the command: exits 0 with SITE_URL set and the Node server receiving the form', async () => {
    const run = await launchCheckCommand(goodSettings, fullyReplaced);
    expect(run).toEqual({ code: 0, stdout: 'Launch check: nothing left to replace. The site is ready to go live.\n', stderr: '' });
  });

  it('exits 0 on a static host once SITE_CONTACT_ENDPOINT names the form service, and 1 before', () => {
    const before = launchCheck({ ...goodSettings, SITE_HOSTING: 'static' }, fullyReplaced);
    expect(before.code).toBe(1);
    expect(itemLines(before.stdout)).toEqual([
      expect.stringMatching(
        /^build environment: SITE_CONTACT_ENDPOINT is not set, so the contact form posts to \/api\/contact, and a static host/,
      ),
    ]);

    const after = launchCheck(
      { ...goodSettings, SITE_HOSTING: 'static', SITE_CONTACT_ENDPOINT: 'https://formspree.io/f/mqkrvbzl' },
      fullyReplaced,
    );
    expect(after.code).toBe(0);
  });

  it('exits 1 while SITE_URL or SITE_HOSTING is unset', () => {
    const noUrl = launchCheck({ SITE_HOSTING: 'node' }, fullyReplaced);
    expect(noUrl.code).toBe(1);
    expect(itemLines(noUrl.stdout)).toEqual([
      // Every download would give the example address as its source (issue 45).
      `dist/downloads: every tutorial's and quick guide's Word and braille file would name the example address https://www.example.co.uk as the page it was made from and in its links to the site: set SITE_URL to the address the site is published at, then build`,
      expect.stringMatching(/^build environment: SITE_URL is not set, so every page names the example address/),
    ]);

    const noHosting = launchCheck({ SITE_URL: goodSettings.SITE_URL }, fullyReplaced);
    expect(noHosting.code).toBe(1);
    expect(itemLines(noHosting.stdout)).toEqual([expect.stringMatching(/^build environment: SITE_HOSTING is not set/)]);
  });

  it('finds an owner marker anywhere the site is built from, and a provisional testimonial', () => {
    const marked = replacedProjectWith({
      // The second testimonial still an example we wrote.
      'src/content/testimonials.yaml': replacedTestimonials.replace(
        /(provisional: false[\s\S]*?)provisional: false/,
        '$1provisional: true',
      ),
      'src/pages/about/Founder.tsx':
        "export const Founder = () => (\n  <section>\n    {/* OWNER: add the founder's photograph, with its alt text. */}\n  </section>\n);\n",
    });
    const run = launchCheck(goodSettings, marked);
    expect(run.code).toBe(1);
    expect(itemLines(run.stdout)).toEqual([
      expect.stringMatching(/^src\/content\/testimonials\.yaml: testimonial 2 \(".+"\) is provisional/),
      "src/pages/about/Founder.tsx: (line 3) is marked for the owner: add the founder's photograph, with its alt text.",
    ]);
  });
});

describe('the accessibility sweep record, counted to the day of the check', () => {
  it('is reported once it is more than 90 days old, and not before', () => {
    // The fixture's sweep started on 20 November 2026; 90 days later is 18 February 2027.
    expect(launchCheck(goodSettings, fullyReplaced, '2027-02-18').code).toBe(0);
    const late = launchCheck(goodSettings, fullyReplaced, '2027-02-19');
    expect(late.code).toBe(1);
    expect(itemLines(late.stdout)).toEqual([
      "src/content/accessibility/sweep-record.json: startedAt is 2026-11-20, 91 days ago: the accessibility statement's last sweep is more than 90 days old. Build the site again with SITE_ENV=production npm run build, which sweeps the build it makes and records it (docs/decisions/069)",
    ]);
  });

  it('is reported when there is none, or when the sweep it records did not pass', () => {
    const none = projectWith({ 'src/content/business.yaml': replacedBusiness, 'src/content/testimonials.yaml': replacedTestimonials });
    mkdirSync(path.join(none, 'public/og'), { recursive: true });
    writeFileSync(path.join(none, 'public/og/default.png'), replacedImage);
    expect(itemLines(launchCheck(goodSettings, none).stdout)).toEqual([
      'src/content/accessibility/sweep-record.json: the record is missing: no sweep is recorded, so the accessibility statement shows none. Build the site with SITE_ENV=production npm run build, which sweeps the build it makes and records it (docs/decisions/069)',
    ]);

    const failed = replacedProjectWith({
      [recordFile]: replacedRecord
        .replace('"issues": 0', '"issues": 2')
        .replace('"issuesByCriterion": {}', '"issuesByCriterion": { "1.4.3": 2 }')
        .replace('"passed": true,', '"passed": false,'),
    });
    expect(itemLines(launchCheck(goodSettings, failed).stdout)).toEqual([
      'src/content/accessibility/sweep-record.json: passed is false: the last sweep found 2 issues. Fix what it reports, then build again with SITE_ENV=production npm run build, which sweeps the build it makes and records it (docs/decisions/069)',
    ]);
  });

  it('is not looked at before a production build, which makes its own once it is built (issue 41)', () => {
    const stale = replacedProjectWith({
      [recordFile]: replacedRecord.replace('"issues": 0', '"issues": 2').replace('"passed": true,', '"passed": false,'),
    });
    const before = collectLaunchItems(stale, { compareWithBuild: false, recordMadeByThisBuild: true, today: '2027-06-01' });
    expect(before.ok && before.items.filter((item) => item.where === recordFile)).toEqual([]);
    // The same check afterwards (and `npm run launch-check`) reads the record the build made.
    const after = collectLaunchItems(stale, { today: '2027-06-01' });
    expect(after.ok && after.items.filter((item) => item.where === recordFile).map((item) => item.field)).toContain('passed');
  });

  it('stops with one line on a record the sweep did not write', () => {
    const edited = replacedProjectWith({ [recordFile]: replacedRecord.replace('"passed": true,', '"passed": "yes",') });
    expectOneLineError(
      launchCheck(goodSettings, edited),
      'Launch check: cannot read src/content/accessibility/sweep-record.json: line 20: the passed flag must be true or false',
    );
    const broken = replacedProjectWith({ [recordFile]: '{ "startedAt": ' });
    expectOneLineError(
      launchCheck(goodSettings, broken),
      'Launch check: cannot read src/content/accessibility/sweep-record.json: line 1: the file is not the JSON the sweep writes',
    );
  });

  it('counts whole days in the UK calendar, and says what a failed sweep found', () => {
    const record = { date: '2026-11-20', passed: true, issues: 0, uncheckable: 0 };
    expect(sweepRecordItems(record, '2027-02-18')).toEqual([]);
    expect(lines(sweepRecordItems(record, '2027-02-19'))).toEqual([
      expect.stringMatching(/^src\/content\/accessibility\/sweep-record\.json: startedAt is 2026-11-20, 91 days ago: /),
    ]);
    expect(lines(sweepRecordItems({ ...record, passed: false, issues: 1, uncheckable: 2 }, '2026-11-21'))).toEqual([
      expect.stringContaining('passed is false: the last sweep found 1 issue and could not make 2 checks. '),
    ]);
    expect(lines(sweepRecordItems({ ...record, passed: false }, '2026-11-21'))).toEqual([
      expect.stringContaining('passed is false: the last sweep had a screen-reader journey that did not pass. '),
    ]);
  });

  it('is reported when it does not cover the build in dist/: a page or state it did not check, a change since, or no build to compare', () => {
    const fingerprint = JSON.parse(replacedFingerprint) as { pages: Record<string, string>; files: string };
    // The build has a page the sweep never saw: /search, added after it.
    const withoutSearch = replacedProjectWith({
      [recordFile]: replacedRecord
        .replace(/\n {6}\{ "path": "\/search", "html": "3{16}" \},/, '')
        .replace('"pages": 4,', '"pages": 3,')
        .replace(/"checks": (\d+),/, (_all, checks: string) => `"checks": ${Number(checks) - 2},`),
    });
    expect(itemLines(launchCheck(goodSettings, withoutSearch).stdout)).toEqual([
      'src/content/accessibility/sweep-record.json: swept.pages leaves out a page of the build in dist/ (/search): the sweep did not check it. Build the site as you will publish it with SITE_ENV=production npm run build, which sweeps the build it makes and records it (docs/decisions/069)',
    ]);

    // The header changed after the sweep: every page differs, and so do the files they use.
    const changed = replacedProjectWith({
      [fingerprintFile]: JSON.stringify({
        ...fingerprint,
        pages: Object.fromEntries(Object.keys(fingerprint.pages).map((page) => [page, 'abcdefabcdefabcd'])),
        notFound: 'abcdefabcdefabce',
        files: 'abcdefabcdefabcf',
      }),
    });
    expect(itemLines(launchCheck(goodSettings, changed).stdout)).toEqual([
      'src/content/accessibility/sweep-record.json: swept.pages differ from the build in dist/ for every page it checked (4): the site changed since the sweep on 2026-11-20. Build the site as you will publish it with SITE_ENV=production npm run build, which sweeps the build it makes and records it (docs/decisions/069)',
      'src/content/accessibility/sweep-record.json: swept.files differs from the build in dist/: files the pages use (scripts, styles, fonts, images, video or captions) changed since the sweep on 2026-11-20. Build the site as you will publish it with SITE_ENV=production npm run build, which sweeps the build it makes and records it (docs/decisions/069)',
    ]);

    const unbuilt = replacedProjectWith({});
    rmSync(path.join(unbuilt, fingerprintFile));
    expect(itemLines(launchCheck(goodSettings, unbuilt).stdout)).toEqual([
      'src/content/accessibility/sweep-record.json: swept cannot be compared with the site being published: dist/ holds no build with a site-fingerprint.json. Build the site (npm run build) with the settings you publish with, then run the check again',
    ]);
  });

  it('is reported when it does not say what it swept: a record written before it did', () => {
    const old = replacedProjectWith({ [recordFile]: replacedRecord.replace(/,\n {2}"swept": \{[\s\S]*\n {2}\}\n\}/, '\n}') });
    expect(itemLines(launchCheck(goodSettings, old).stdout)).toEqual([
      'src/content/accessibility/sweep-record.json: swept is missing: the record does not say which version of the site the sweep checked, or which pages, so the accessibility statement cannot show that it covers the site being published. Build the site as you will publish it with SITE_ENV=production npm run build, which sweeps the build it makes and records it (docs/decisions/069)',
    ]);
  });

  it('names the pages and states a record leaves out, the first few of many, and nothing once it covers the build', () => {
    const page = (path: string) => ({ path, name: path });
    const notCovered = { verdict: 'not covered' as const, pages: 46, changed: [], filesChanged: false, versionUnknown: false };
    expect(sweepCoverageItems({ verdict: 'covered', pages: 46, states: 11 }, '2026-11-20')).toEqual([]);
    expect(sweepCoverageItems(null, '2026-11-20')).toEqual([]);
    expect(
      lines(
        sweepCoverageItems(
          {
            ...notCovered,
            notSwept: ['/a', '/b', '/c', '/d', '/e', '/f', '/g'].map(page),
            statesNotSwept: [{ id: 'search-results', name: 'search results for "braille display"' }],
          },
          '2026-11-20',
        ),
      ),
    ).toEqual([
      expect.stringContaining(
        'swept.pages leaves out 7 pages of the build in dist/ (/a, /b, /c, /d, /e and 2 more): the sweep did not check them. ',
      ),
      expect.stringContaining('swept.states leaves out a state the sweep now checks (search results for "braille display"). '),
    ]);
    expect(
      lines(
        sweepCoverageItems(
          { ...notCovered, notSwept: [], statesNotSwept: [], changed: [page('/about'), { path: null, name: 'x' }] },
          '2026-11-20',
        ),
      ),
    ).toEqual([
      expect.stringContaining('swept.pages differ from the build in dist/ for 2 of the 46 pages it checked (/about, the not-found page): '),
    ]);
  });

  it('the command: refuses a --today that is not a day', async () => {
    expectOneLineError(
      await runScript('scripts/launch-check.ts', ['--today=2026-13-01'], {}),
      'Usage: npm run launch-check [-- --root <folder>] [--today=year-month-day]',
    );
  });
});

describe('the braille downloads (docs/decisions/070)', () => {
  // The real command, on a PATH from which lou_translate is missing: a machine without liblouis.
  const withoutLiblouis = pathWithout('lou_translate');
  afterAll(() => withoutLiblouis.remove());
  const noLiblouis = { PATH: withoutLiblouis.path };
  const machineLine =
    "build environment: liblouis is not installed (no lou_translate on the PATH), so a build here would leave out every tutorial's and quick guide's braille-ready file: install Debian's liblouis-bin and liblouis-data (apt-get install liblouis-bin liblouis-data), then build";
  /** A build's downloads folder: each page's Word files, and its braille file unless `withBraille` is false. */
  const builtDownloads = (pages: string[], withBraille: (page: string) => boolean) =>
    Object.fromEntries(
      pages.flatMap((page) =>
        [`${page}.docx`, `${page}-large-print.docx`, ...(withBraille(page) ? [`${page}.brf`, `${page}.brf.br`] : [])].map((name) => [
          `dist/downloads/${name}`,
          'bytes',
        ]),
      ),
    );

  it('with no build in dist/ to look at, reports a machine that cannot make them', () => {
    const run = launchCheck({ ...goodSettings, ...noLiblouis }, fullyReplaced);
    expect(run.code).toBe(1);
    expect(itemLines(run.stdout)).toEqual([machineLine]);
  });

  it('with a build in dist/, reports its tutorials and guides without a braille file, whatever this machine has', () => {
    const pages = ['jaws-tutorial', 'nvda-tutorial', 'dragon-quick-guide', 'notion-quick-guide', 'grammarly-quick-guide'];
    const withoutBraille = replacedProjectWith(builtDownloads(pages, () => false));
    const run = launchCheck(goodSettings, withoutBraille);
    expect(run.code).toBe(1);
    expect(itemLines(run.stdout)).toEqual([
      "dist/downloads: the braille-ready files are missing for 5 of the 5 tutorials and quick guides (dragon-quick-guide.brf, grammarly-quick-guide.brf, jaws-tutorial.brf and 2 more): the build in dist/ was made without liblouis, so its pages offer no braille. Install Debian's liblouis-bin and liblouis-data (apt-get install liblouis-bin liblouis-data) on the machine that builds, then build again",
    ]);
    // A whole build was made where liblouis was: this machine need not have it to publish that build.
    const whole = replacedProjectWith(builtDownloads(pages, () => true));
    expect(launchCheck({ ...goodSettings, ...noLiblouis }, whole)).toMatchObject({ code: 0, stderr: '' });
  });

  it('SITE_ENV=production npm run build refuses before building on a machine without liblouis, saying what to install', async () => {
    // Before building, only the machine counts, whatever dist/ holds (a whole build, when npm test runs this).
    const run = await runScript('scripts/build.ts', [], { SITE_ENV: 'production', ...noLiblouis });
    expect(run.code).toBe(1);
    expect(itemLines(run.stdout)).toContain(machineLine);
    expect(run.stderr).toMatch(/^Not building for production until the launch check passes/);
    expect(run.stdout).not.toContain('Built and prerendered');
  });

  it('as rules: nothing for a machine with liblouis or a build with every braille file; each page known by its large print file', () => {
    expect(brailleItems({ liblouisInstalled: true })).toEqual([]);
    expect(lines(brailleItems({ liblouisInstalled: false }))).toEqual([machineLine]);
    expect(brailleItems({ built: ['a-tutorial.docx', 'a-tutorial-large-print.docx', 'a-tutorial.brf'] })).toEqual([]);
    expect(
      lines(
        brailleItems({ built: ['a-tutorial.docx', 'a-tutorial-large-print.docx', 'b-quick-guide-large-print.docx', 'a-tutorial.brf'] }),
      ),
    ).toEqual([expect.stringContaining('are missing for 1 of the 2 tutorials and quick guides (b-quick-guide.brf): ')]);
  });
});

describe('bad settings: one line, exit code 1, never a stack trace', () => {
  it('refuses unknown SITE_HOSTING and SITE_ENV values, naming both', () => {
    const run = launchCheck({ SITE_HOSTING: 'netlify', SITE_ENV: 'prod' });
    expectOneLineError(run, 'Configuration error: SITE_ENV must be production or development');
    expect(run.stderr).toContain('SITE_HOSTING must be static or node');
    expect(run.stderr).toContain('(got "netlify")');
  });

  it('refuses a SITE_URL or SITE_CONTACT_ENDPOINT the site cannot use', () => {
    // With analytics on, src/config/deployment.ts itself would throw on this SITE_URL.
    expectOneLineError(
      launchCheck({ SITE_URL: 'www.launch-check-fixture.co.uk', SITE_ANALYTICS_ENDPOINT: 'https://plausible.io/api/event' }),
      'Configuration error: SITE_URL must be the address the site is published at',
    );
    expectOneLineError(
      launchCheck({ SITE_CONTACT_ENDPOINT: 'http://formspree.io/f/x' }),
      'SITE_CONTACT_ENDPOINT must be the https:// address of your form service',
    );
  });

  it('names the field, and its line, of business details their schema refuses', () => {
    const project = replacedProjectWith({
      'src/content/business.yaml': replacedBusiness
        .replace('companyNumber: "09876543"', 'companyNumber: "1234"')
        .replace('e164: "+441632960123"', 'e164: "01632 960123"'),
    });
    expectOneLineError(
      launchCheck(goodSettings, project),
      'Configuration error: src/content/business.yaml: line 4: companyNumber must be the eight-character Companies House number (8 digits, or 2 capital letters and 6 digits) (got "1234"); line 9: phone.e164 must be the phone number as +44',
    );
    const noEmail = replacedProjectWith({ 'src/content/business.yaml': replacedBusiness.replace(/^email: .*\n/m, '') });
    expectOneLineError(
      launchCheck(goodSettings, noEmail),
      'Configuration error: src/content/business.yaml: line 3: email must be one e-mail address (missing).',
    );
  });

  it('reports business details or testimonials it cannot read', () => {
    const broken = replacedProjectWith({ 'src/content/business.yaml': 'companyName: "Unfinished Ltd\n' });
    expectOneLineError(
      launchCheck(goodSettings, broken),
      'Launch check: cannot read src/content/business.yaml: line 2: the YAML is not laid out correctly',
    );
    const missing = projectWith({ 'src/content/testimonials.yaml': replacedTestimonials });
    expectOneLineError(launchCheck(goodSettings, missing), 'Launch check: cannot read src/content/business.yaml: the file is missing');

    const renamed = replacedProjectWith({ 'src/content/testimonials.yaml': 'quotes: []\n' });
    expectOneLineError(launchCheck(goodSettings, renamed), 'Launch check: src/content/testimonials.yaml must list its testimonials');

    const badYaml = replacedProjectWith({
      'src/content/testimonials.yaml': 'testimonials:\n  - author: A client\n   provisional: false\n',
    });
    expectOneLineError(launchCheck(goodSettings, badYaml), 'Launch check: cannot read src/content/testimonials.yaml: line 3:');
  });

  it("reports a social preview image drawn with other details than the site's, or none", () => {
    const renamed = replacedProjectWith({
      'src/content/business.yaml': replacedBusiness.replace(
        'companyName: Launch Check Fixture Training Ltd',
        'companyName: Renamed Fixture Training Ltd',
      ),
    });
    const run = launchCheck(goodSettings, renamed);
    expect(run.code).toBe(1);
    expect(itemLines(run.stdout)).toEqual([
      'public/og/default.png: the image still shows "Launch Check Fixture Training Ltd": run npm run generate:social-image to draw it with the company name, town and service area of src/content/business.yaml',
    ]);
  });
});

describe('SITE_ENV=production npm run build', () => {
  it('runs the check first and refuses to build while anything is left, with exit code 1', async () => {
    const run = await runScript('scripts/build.ts', [], { SITE_ENV: 'production' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('SITE_ENV=production: checking that nothing is left to replace before going live.');
    expect(run.stdout).toContain('src/content/business.yaml: phone is the example number 0333 000 0000');
    expect(run.stderr.trim()).toBe(
      'Not building for production until the launch check passes (docs/hosting.md, "Before you go live"). For a preview, build without SITE_ENV=production.',
    );
    expect(run.stdout).not.toContain('Built and prerendered');
  });

  it('refuses at once, in one line, where no browser can sweep the build (issue 41: a production build sweeps itself)', async () => {
    const run = await runScript('scripts/build.ts', [], { SITE_ENV: 'production', CHROME_PATH: '/nowhere/chromium' });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      "Not building for production: a production build sweeps itself for its accessibility statement, and there is no browser at /nowhere/chromium. Install Debian's chromium (apt-get install -y chromium) or set CHROME_PATH.",
    );
    expect(run.stdout).not.toContain('Built and prerendered');
  });

  it('stops at once on a misspelt SITE_ENV rather than building without the check', async () => {
    expectOneLineError(
      await runScript('scripts/build.ts', [], { SITE_ENV: 'prod' }),
      'Configuration error: SITE_ENV must be production or development',
    );
  });

  it('a preview build with a malformed SITE_URL or SITE_CONTACT_ENDPOINT stops at once, in one line', async () => {
    expectOneLineError(
      await runScript('scripts/build.ts', [], { SITE_URL: 'www.bad-example.co.uk' }),
      'Configuration error: SITE_URL must be the address the site is published at',
    );
    expectOneLineError(
      await runScript('scripts/build.ts', [], { SITE_CONTACT_ENDPOINT: 'http://formspree.io/f/x' }),
      'SITE_CONTACT_ENDPOINT must be the https:// address of your form service',
    );
  });

  it('is the only build that runs the check', () => {
    expect(buildForProduction({ SITE_ENV: 'production' })).toEqual({ ok: true, production: true });
    expect(buildForProduction({})).toEqual({ ok: true, production: false });
    expect(buildForProduction({ SITE_ENV: '' })).toEqual({ ok: true, production: false });
    expect(buildForProduction({ SITE_ENV: 'development' })).toEqual({ ok: true, production: false });
    expect(buildForProduction({ SITE_ENV: 'Production' })).toMatchObject({ ok: false });
  });
});

// ── The rules, one by one ────────────────────────────────────────────────────────────────────────

const realSite: SiteConfig = {
  companyName: 'Launch Check Fixture Training Ltd',
  companyNumber: 'SC123456',
  registeredIn: 'Scotland',
  siteUrl: 'https://www.launch-check-fixture.co.uk',
  email: 'hello@launch-check-fixture.co.uk',
  phone: { display: '01632 960123', e164: '+441632960123' },
  town: 'Worcester',
  countryCode: 'GB',
  serviceArea: 'Serving clients across the UK',
  professionalNetwork: { name: 'LinkedIn', url: 'https://www.linkedin.com/company/launch-check-fixture' },
  description: 'Assistive technology training and accessibility consultancy, for example screen reader training, across the UK.',
  contactEndpoint: '/api/contact',
  contactRetentionDays: 365,
};
const settled: LaunchSettings = { siteUrl: realSite.siteUrl, hosting: 'node' };
const lines = (items: LaunchItem[]) => items.map(formatItem);
const f = siteFiles;

describe('the rules for the site configuration', () => {
  it('accept a configuration with nothing left to replace', () => {
    expect(siteItems(realSite, settled, f)).toEqual([]);
  });

  it('tell which half of the phone number is still the example, or that the two halves differ', () => {
    expect(lines(siteItems({ ...realSite, phone: { display: '0333 000 0000', e164: '+441632960123' } }, settled, f))).toEqual([
      'src/content/business.yaml: phone.display is the example number 0333 000 0000',
    ]);
    expect(lines(siteItems({ ...realSite, phone: { display: '01632 960123', e164: '+443330000000' } }, settled, f))).toEqual([
      expect.stringMatching(/^src\/content\/business\.yaml: phone\.e164 is still the example number \+443330000000 /),
    ]);
    expect(lines(siteItems({ ...realSite, phone: { display: '+44 (0)1632 960124', e164: '+441632960123' } }, settled, f))).toEqual([
      'src/content/business.yaml: phone.e164 is +441632960123, not the number phone.display shows (+44 (0)1632 960124): "call us" links would dial the wrong number',
    ]);
    expect(siteItems({ ...realSite, phone: { display: '+44 (0)1632 960123', e164: '+441632960123' } }, settled, f)).toEqual([]);
    expect(isExamplePhone('0333 000 0000')).toBe(true);
    expect(isExamplePhone('0333 000 0001')).toBe(false);
  });

  it('recognise example addresses by their domain or their example page, not by the word alone', () => {
    expect(isExampleUrl('https://www.linkedin.com/company/example')).toBe(true);
    expect(isExampleUrl('https://formspree.io/f/yourFormId')).toBe(true);
    expect(isExampleUrl('https://shop.example.com/')).toBe(true);
    expect(isExampleUrl('https://www.linkedin.com/company/examplary-training')).toBe(false);
    expect(isExampleUrl('https://formspree.io/f/mqkrvbzl')).toBe(false);
    expect(siteItems({ ...realSite, companyName: 'Exemplary Access Ltd' }, settled, f)).toEqual([]);
  });

  it('report SITE_URL by what it is: unset, an example, on this machine, not https; or a siteUrl written into the file', () => {
    const about = (siteUrl: string | undefined, site = realSite) => lines(siteItems(site, { ...settled, siteUrl }, f));
    expect(about(undefined)).toEqual([
      'build environment: SITE_URL is not set: build with SITE_URL set to the address the site is published at (src/config/deployment.ts gives https://www.launch-check-fixture.co.uk)',
    ]);
    expect(about('http://127.0.0.1:4173')).toEqual([
      'build environment: SITE_URL is http://127.0.0.1:4173, an address on this machine: set it to the address the site is published at',
    ]);
    expect(about('http://www.launch-check-fixture.co.uk')).toEqual([
      "build environment: SITE_URL is http://www.launch-check-fixture.co.uk: use the site's https:// address",
    ]);
    expect(about(realSite.siteUrl, { ...realSite, siteUrl: 'https://www.example.co.uk' })).toEqual([
      'src/config/deployment.ts: siteUrl is the example address https://www.example.co.uk, whatever SITE_URL says',
    ]);
  });

  it('report an example analytics domain where it is set, and once only', () => {
    const analytics = { endpoint: 'https://plausible.io/api/event', domain: 'www.example.co.uk' };
    expect(lines(siteItems({ ...realSite, analytics }, { ...settled, analyticsDomain: 'www.example.co.uk' }, f))).toEqual([
      'build environment: SITE_ANALYTICS_DOMAIN is the example domain www.example.co.uk',
    ]);
    // Taken from an unset SITE_URL: the SITE_URL line covers it.
    expect(
      lines(siteItems({ ...realSite, siteUrl: 'https://www.example.co.uk', analytics }, { ...settled, siteUrl: undefined }, f)),
    ).toEqual([expect.stringMatching(/^build environment: SITE_URL is not set, so every page names the example address/)]);
  });

  it('find the example domain in any other field, such as one added later', () => {
    const withBooking = { ...realSite, description: 'Book at https://book.example.co.uk/training: we reply within a day.' };
    expect(lines(siteItems(withBooking, settled, f))).toEqual([
      'src/content/business.yaml: description still names the example domain book.example.co.uk',
    ]);
  });

  it('accept a form service on any host, and the built-in receiver under the Node server only', () => {
    const formService = { ...realSite, contactEndpoint: 'https://formspree.io/f/mqkrvbzl' };
    expect(siteItems(formService, { ...settled, hosting: 'static', contactEndpoint: formService.contactEndpoint }, f)).toEqual([]);
    expect(siteItems(formService, { ...settled, hosting: undefined, contactEndpoint: formService.contactEndpoint }, f)).toEqual([]);
    expect(siteItems(realSite, { ...settled, hosting: 'node' }, f)).toEqual([]);
    expect(
      lines(
        siteItems({ ...realSite, contactEndpoint: '/api/contact' }, { ...settled, hosting: 'static', contactEndpoint: '/api/contact' }, f),
      ),
    ).toEqual([
      expect.stringMatching(
        /^build environment: SITE_CONTACT_ENDPOINT is \/api\/contact, so the contact form posts to \/api\/contact, and a static host/,
      ),
    ]);
  });
});

describe('the rules for the business details', () => {
  it('say when registeredIn is not the country the company number belongs to', () => {
    expect(registrationCountryOf('09876543')).toBe('England and Wales');
    expect(registrationCountryOf('SC123456')).toBe('Scotland');
    expect(registrationCountryOf('NI123456')).toBe('Northern Ireland');
    expect(registrationCountryOf('OC123456')).toBeUndefined();
    expect(lines(siteItems({ ...realSite, registeredIn: 'England and Wales' }, settled, f))).toEqual([
      "src/content/business.yaml: registeredIn is England and Wales, but company number SC123456 is one of Scotland: write where the company's Companies House record says it is registered",
    ]);
    // The example number says nothing: it is reported as the example it is.
    expect(lines(siteItems({ ...realSite, companyNumber: '00000000', registeredIn: 'Scotland' }, settled, f))).toEqual([
      'src/content/business.yaml: companyNumber is the example number 00000000',
    ]);
  });

  it('ask for the social preview image to be drawn again when the details it shows have changed', () => {
    const drawn = { Title: realSite.companyName, Description: `${realSite.town} · ${realSite.serviceArea}` };
    expect(socialImageItems(realSite, drawn)).toEqual([]);
    expect(lines(socialImageItems({ ...realSite, town: 'Malvern' }, drawn))).toEqual([
      `public/og/default.png: the image still shows "Worcester · ${realSite.serviceArea}": run npm run generate:social-image to draw it with the company name, town and service area of src/content/business.yaml`,
    ]);
    expect(lines(socialImageItems(realSite, undefined))).toEqual([
      "public/og/default.png: the image is missing or was not drawn by the site's generator: run npm run generate:social-image to draw it with the company name, town and service area of src/content/business.yaml",
    ]);
  });

  it('read back the words a PNG records, in any language', () => {
    const image = readFileSync(path.join(replaced, 'public/og/default.png'));
    const rewritten = withPngText(image, { Title: 'Côte & Söhne Ltd', Description: 'Ystrad Mynach · Serving clients across the UK' });
    expect(readPngText(rewritten)).toEqual({ Title: 'Côte & Söhne Ltd', Description: 'Ystrad Mynach · Serving clients across the UK' });
    expect(readPngText(image).Title).toBe('Launch Check Fixture Training Ltd');
  });
});

describe('the build settings', () => {
  it('a CONTACT_RETENTION_DAYS that is not a whole number of days from 1 to 3650 stops the build in one plain line', async () => {
    const accepts = 'CONTACT_RETENTION_DAYS must be a whole number of days from 1 to 3650 (365 when unset)';
    for (const value of ['a year', '0', '-30', '30.5', '3651', '1e3']) {
      expect(readLaunchSettings({ CONTACT_RETENTION_DAYS: value })).toEqual({
        ok: false,
        error: `Configuration error: ${accepts} (got ${JSON.stringify(value)}).`,
      });
    }
    for (const value of ['1', '30', '365', '3650', ''])
      expect(readLaunchSettings({ CONTACT_RETENTION_DAYS: value })).toMatchObject({ ok: true });
    expectOneLineError(
      await runScript('scripts/build.ts', [], { CONTACT_RETENTION_DAYS: 'a year' }),
      `Configuration error: ${accepts} (got "a year").`,
    );
  });

  it('count empty values as unset and read the rest as given', () => {
    expect(readLaunchSettings({ SITE_ENV: '', SITE_HOSTING: '', SITE_URL: '', SITE_CONTACT_ENDPOINT: '' })).toEqual({
      ok: true,
      settings: {},
    });
    expect(
      readLaunchSettings({
        SITE_ENV: 'production',
        SITE_HOSTING: 'static',
        SITE_URL: 'https://a.co.uk',
        SITE_CONTACT_ENDPOINT: 'https://formspree.io/f/x',
      }),
    ).toEqual({
      ok: true,
      settings: { siteEnv: 'production', hosting: 'static', siteUrl: 'https://a.co.uk', contactEndpoint: 'https://formspree.io/f/x' },
    });
  });
});

describe('the downloads (issue 45)', () => {
  it('say when every Word and braille file would name the example company as its author and the example address as its source', () => {
    const example = { companyName: 'Example Assistive Technology Ltd', siteUrl: 'https://www.example.co.uk' };
    expect(lines(downloadIdentityItems(example))).toEqual([
      `dist/downloads: every tutorial's and quick guide's Word and braille file would name the example company "Example Assistive Technology Ltd" as its author and producer, and the example address https://www.example.co.uk as the page it was made from and in its links to the site: replace companyName in src/content/business.yaml and set SITE_URL to the address the site is published at, then build`,
    ]);
    expect(lines(downloadIdentityItems({ ...example, companyName: realSite.companyName }))).toEqual([
      expect.stringMatching(/would name the example address https:\/\/www\.example\.co\.uk as the page it was made from/),
    ]);
    expect(downloadIdentityItems({ companyName: realSite.companyName, siteUrl: realSite.siteUrl })).toEqual([]);
  });
});

describe('testimonials', () => {
  it('one line for each provisional testimonial, none for the others', () => {
    expect(
      lines(
        testimonialItems(
          [
            { author: 'A training client', provisional: false },
            { author: 'A GP practice', provisional: true },
          ],
          'src/content/testimonials.yaml',
        ),
      ),
    ).toEqual([
      'src/content/testimonials.yaml: testimonial 2 ("A GP practice") is provisional (provisional: true): we wrote it, not a client. Replace it with a client\'s own words, used with their permission, and set provisional to false',
    ]);
  });
});

describe('owner markers', () => {
  const file = 'src/example.ts';
  const markers = (text: string) => lines(ownerMarkerItems(text, file));

  it('take the field from the code they sit on or above, and read on over the rest of the comment', () => {
    expect(
      markers(
        [
          'export const site = {',
          "  registeredIn: 'England and Wales', // OWNER: confirm the registration.",
          '  // OWNER: after replacing companyName, redraw the',
          '  // preview image.',
          '',
          "  companyName: 'Example Ltd',",
          '};',
        ].join('\n'),
      ),
    ).toEqual([
      'src/example.ts: registeredIn (line 2) is marked for the owner: confirm the registration.',
      'src/example.ts: companyName (line 3) is marked for the owner: after replacing companyName, redraw the preview image.',
    ]);
  });

  it('work in block comments, JSX and HTML, up to the end of the comment or a blank comment line', () => {
    expect(
      markers(
        [
          '/**',
          ' * The founder.',
          " * OWNER: add the founder's name",
          ' * and photograph.',
          ' *',
          ' * Other notes that are not part of it.',
          ' */',
          'export function Founder() {}',
          '/* OWNER: one line */ export const a = 1;',
          '<!-- OWNER: replace this',
          '     illustration. -->',
          '{/* OWNER: the caption */}',
        ].join('\n'),
      ),
    ).toEqual([
      "src/example.ts: Founder (line 3) is marked for the owner: add the founder's name and photograph.",
      'src/example.ts: (line 9) is marked for the owner: one line',
      'src/example.ts: (line 10) is marked for the owner: replace this illustration.',
      'src/example.ts: (line 12) is marked for the owner: the caption',
    ]);
  });

  it('ignore prose that mentions the convention, and other capitalisations', () => {
    expect(
      markers(
        [
          '/** Lines marked `// OWNER:` are listed by the launch check. */',
          '// owner: lower case is not a marker',
          "const note = 'OWNER: in a string';",
          '// The OWNER: not at the start',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('are looked for in every text file of src, public and server and in index.html, outside node_modules', () => {
    const project = projectWith({
      'src/a.ts': '',
      'src/deep/b.tsx': '',
      'src/node_modules/x.ts': '',
      'public/logo.svg': '',
      'public/og/default.png': '',
      'server/app.ts': '',
      'index.html': '',
      'scripts/build.ts': '',
      'README.md': '',
    });
    expect(markerFiles(project)).toEqual(['src/a.ts', 'src/deep/b.tsx', 'public/logo.svg', 'server/app.ts', 'index.html']);
  });
});
