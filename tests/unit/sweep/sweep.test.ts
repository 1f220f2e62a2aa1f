// @vitest-environment jsdom
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Pa11yIssue } from 'pa11y';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs } from '../../../scripts/shared/chromium';
import { loadSweepDefaults, pa11yConfigFile, SweepConfigError } from '../../../scripts/sweep/sweepDefaults';
import { pa11yCiReport, renderHtmlReport, type SweepMeta } from '../../../scripts/sweep/sweepReport';
import { axeRunnerPath, pa11yOptionsFor, unknownActions, type SweepRun } from '../../../scripts/sweep/run';
import { sweepStates } from '../../../scripts/sweep/states';
import {
  parseBaseUrl,
  rewriteToBase,
  sitemapLocations,
  SweepInputError,
  sweepTargets,
  unknownUrlPath,
  type SweepTarget,
} from '../../../scripts/sweep/targets';
import { issueCriteria } from '../../../scripts/sweep/issueCriteria';
import { routeTable } from '../../../src/routes/routeTable';

const root = path.resolve(import.meta.dirname, '../../..');

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://www.example.co.uk/</loc></url>
  <url><loc>https://www.example.co.uk/contact</loc></url>
  <url><loc> https://www.example.co.uk/resources/glossary?a=1&amp;b=2 </loc></url>
</urlset>`;

describe('pa11y.json', () => {
  const raw = JSON.parse(readFileSync(pa11yConfigFile, 'utf8')) as { defaults: Record<string, unknown>; urls?: unknown };

  it("holds the defaults in pa11y-ci's format, and no URL list", () => {
    expect(raw.urls).toBeUndefined();
    expect(raw.defaults.standard).toBe('WCAG2AA');
    expect(raw.defaults.runners).toEqual(['axe', 'htmlcs']);
    // The cookie banner answered: it waits for the banner in place and taking clicks (not measured,
    // not in its first half second: docs/decisions/094), presses Decline, waits for it to go.
    expect(raw.defaults.actions).toEqual([
      'wait for element .cookie-banner:not([data-arriving]) to be added',
      'click element .cookie-banner button:nth-child(2)',
      'wait for element .cookie-banner to be removed',
    ]);
  });

  it('launches Chromium from CHROME_PATH, with the flags every other tool here uses', () => {
    expect(loadSweepDefaults(pa11yConfigFile, { CHROME_PATH: '/opt/chromium/chrome' }).chromeLaunchConfig.executablePath).toBe(
      '/opt/chromium/chrome',
    );
    const fallback = loadSweepDefaults(pa11yConfigFile, {});
    expect(fallback.chromeLaunchConfig.executablePath).toBe('/usr/bin/chromium');
    expect(fallback.chromeLaunchConfig.args).toEqual(chromiumArgs);
  });

  it('is refused, with one line saying why, if it lists URLs or is not JSON', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sweep-config-'));
    const withUrls = path.join(dir, 'with-urls.json');
    writeFileSync(withUrls, JSON.stringify({ ...raw, urls: ['http://localhost/'] }));
    expect(() => loadSweepDefaults(withUrls, {})).toThrow(
      new SweepConfigError('with-urls.json: urls: pa11y.json must hold no "urls": the sweep takes its URLs from <base-url>/sitemap.xml'),
    );
    const broken = path.join(dir, 'broken.json');
    writeFileSync(broken, '{ "defaults": ');
    expect(() => loadSweepDefaults(broken, {})).toThrow(/cannot be read as JSON/);
  });
});

describe('the URLs swept', () => {
  const base = parseBaseUrl('https://staging.example.net');

  it("are the sitemap's, moved from SITE_URL's host to the base URL, with one unknown URL", () => {
    const urls = rewriteToBase(sitemapLocations(sitemap), base);
    expect(urls).toEqual([
      'https://staging.example.net/',
      'https://staging.example.net/contact',
      'https://staging.example.net/resources/glossary?a=1&b=2',
    ]);
    const targets = sweepTargets(urls, base, undefined, []);
    expect(targets.map((target) => target.url)).toEqual([...urls, `https://staging.example.net${unknownUrlPath}`]);
  });

  it('then every interactive state, on the page it starts from', () => {
    const routes = routeTable.map((route) => `https://www.example.co.uk${route.path}`);
    const targets = sweepTargets(rewriteToBase(routes, base), base);
    const states = targets.filter((target) => target.state);
    // Each state of scripts/sweep/states.ts once, in its order, from a page of the route table: a state
    // added there is swept with no other edit. These are the ones the site's interactive parts need.
    expect(states.map((target) => target.state!.name)).toEqual(sweepStates.map((state) => state.name));
    expect(states.map((target) => target.state!.name)).toEqual(
      expect.arrayContaining([
        'the menu open at 320 px',
        'the cookie banner shown',
        'the cookie banner at the end of the page, at 320 px',
        'an FAQ open',
        'the contact form after a failed submit, with every error shown',
        'the glossary filtered to no results',
        'the video player after playing',
        'the contact page reached by a client-side navigation',
        'a screen reader tutorial as printed, in large print',
      ]),
    );
    for (const state of sweepStates) expect(routeTable.map((route) => route.path)).toContain(state.path);
    expect(states.find((target) => target.state!.id === 'glossary-no-results')!.url).toBe('https://staging.example.net/resources/glossary');
    expect(new Set(targets.map((target) => target.id)).size).toBe(targets.length);
  });

  it('can be narrowed to some pages with --only, which must be in the sitemap', () => {
    const urls = rewriteToBase(sitemapLocations(sitemap), base);
    const only = sweepTargets(
      urls,
      base,
      ['/contact'],
      sweepStates.filter((state) => state.path === '/contact'),
    );
    expect(only.map((target) => `${target.path} ${target.state?.id ?? 'load'}`)).toEqual(['/contact load', '/contact contact-errors']);
    expect(() => sweepTargets(urls, base, ['/contcat'], [])).toThrow(
      new SweepInputError('--only: /contcat is not in the sitemap (paths look like /contact)'),
    );
  });

  it("refuses a base URL that is not a site's root address", () => {
    expect(() => parseBaseUrl('staging.example.net')).toThrow(/is not a web address/);
    expect(() => parseBaseUrl('ftp://example.net')).toThrow(/is not an http:\/\/ or https:\/\/ address/);
    expect(() => parseBaseUrl('https://example.net/contact')).toThrow(/has a path/);
    expect(parseBaseUrl('http://127.0.0.1:4311/').href).toBe('http://127.0.0.1:4311/');
  });
});

describe("pa11y's options for each state", () => {
  const defaults = loadSweepDefaults(pa11yConfigFile, {});
  const target = (id: string) =>
    sweepTargets(
      [
        'https://x.test/',
        'https://x.test/contact',
        'https://x.test/training/screen-readers',
        'https://x.test/resources/glossary',
        'https://x.test/resources/screen-reader-tutorials/jaws',
      ],
      new URL('https://x.test'),
    ).find((candidate) => candidate.state?.id === id)!;

  it("answer the cookie banner first, then run the state's own actions, with both runners", () => {
    const options = pa11yOptionsFor(target('contact-errors'), defaults);
    expect(options.actions!.slice(0, 3)).toEqual(defaults.actions);
    expect(options.actions!.slice(3)).toContain('click element .contact-form button[type="submit"]');
    expect(options.runners).toEqual([axeRunnerPath, 'htmlcs']);
    expect(options.standard).toBe('WCAG2AA');
  });

  it("leave the banner up for the banner state, and open the menu at 320 px (elsewhere pa11y's 1280 × 1024)", () => {
    expect(pa11yOptionsFor(target('cookie-banner'), defaults).actions).toEqual([
      'wait for element .cookie-banner:not([data-arriving]) to be visible',
    ]);
    expect(pa11yOptionsFor(target('menu-open-320'), defaults).viewport).toEqual({ width: 320, height: 640 });
    expect(pa11yOptionsFor(target('faq-open'), defaults).viewport).toEqual({ width: 1280, height: 1024 });
  });

  it('check a tutorial as printed: in print media, as wide as A4 less its margins, after the banner is answered', () => {
    const printed = target('printed');
    expect(printed.path).toBe('/resources/screen-reader-tutorials/jaws');
    expect(printed.state!.media).toBe('print');
    expect(sweepStates.filter((state) => state.media).map((state) => state.id)).toEqual(['printed']);
    const options = pa11yOptionsFor(printed, defaults);
    expect(options.viewport).toEqual({ width: 718, height: 1000 });
    expect(options.actions).toEqual(defaults.actions);
  });

  it("are all in pa11y's action language, and a typo is caught before anything is swept", () => {
    expect(unknownActions(defaults, sweepStates)).toEqual([]);
    expect(unknownActions(defaults, [{ id: 'x', name: 'x', path: '/', actions: ['press the menu button'] }])).toEqual([
      'press the menu button',
    ]);
  });
});

const issue = (overrides: Partial<Pa11yIssue>): Pa11yIssue => ({
  code: 'image-alt',
  type: 'error',
  typeCode: 1,
  message: 'Images must have alternative text (https://dequeuniversity.com/rules/axe/4.13/image-alt)',
  context: '<img src="/og/default.png">',
  selector: 'body > div.planted > img',
  runner: 'axe',
  ...overrides,
});

describe('the WCAG criterion of an issue', () => {
  it("comes from axe's tags or HTML_CodeSniffer's code", () => {
    expect(issueCriteria(issue({}))).toEqual(['1.1.1 Non-text Content (A)']);
    expect(issueCriteria(issue({ code: 'target-size' }))).toEqual(['2.5.8 Target Size (Minimum) (AA)']);
    expect(issueCriteria(issue({ code: 'region' }))).toEqual(['Best practice (no WCAG criterion)']);
    expect(issueCriteria(issue({ runner: 'htmlcs', code: 'WCAG2AA.Principle1.Guideline1_4.1_4_3.G18.Fail' }))).toEqual([
      '1.4.3 Contrast (Minimum) (AA)',
    ]);
    expect(issueCriteria(issue({ runner: 'htmlcs', code: 'WCAG2AA.Principle4.Guideline4_1.4_1_2.H91.InputText.Name' }))).toEqual([
      '4.1.2 Name, Role, Value (A)',
    ]);
    // A sniff named after a criterion and a suffix (1_3_1_A) still names its criterion.
    expect(issueCriteria(issue({ runner: 'htmlcs', code: 'WCAG2AA.Principle1.Guideline1_3.1_3_1_A.G141' }))).toEqual([
      '1.3.1 Info and Relationships (A)',
    ]);
    expect(issueCriteria(issue({ runner: 'htmlcs', code: 'WCAG2AA.Principle4.Guideline4_1.4_1_1.F77' }))).toEqual([
      '4.1.1 Parsing (removed in WCAG 2.2) (A)',
    ]);
  });
});

describe('the reports', () => {
  const base = new URL('http://127.0.0.1:4311');
  const targets = sweepTargets(
    ['http://127.0.0.1:4311/', 'http://127.0.0.1:4311/contact'],
    base,
    undefined,
    sweepStates.filter((state) => state.id === 'contact-errors'),
  );
  const [home, contact, unknown, errors] = targets as [SweepTarget, SweepTarget, SweepTarget, SweepTarget];
  const runs: SweepRun[] = [
    { target: home, theme: 'light', issues: [] },
    {
      target: home,
      theme: 'dark',
      issues: [
        issue({}),
        issue({ runner: 'htmlcs', code: 'WCAG2AA.Principle1.Guideline1_1.1_1_1.H37', message: 'Img element missing an alt attribute.' }),
      ],
    },
    { target: contact, theme: 'light', issues: [] },
    { target: contact, theme: 'dark', issues: [] },
    { target: unknown, theme: 'light', issues: [] },
    { target: unknown, theme: 'dark', issues: [] },
    { target: errors, theme: 'light', issues: [], error: 'could not be checked: Waiting failed: 30000ms exceeded' },
    { target: errors, theme: 'dark', issues: [], error: 'could not be checked: Waiting failed: 30000ms exceeded' },
  ];
  const meta: SweepMeta = {
    baseUrl: base.origin,
    startedAt: new Date('2026-05-01T09:30:00Z'),
    seconds: 12,
    standard: 'WCAG2AA',
    runners: ['axe', 'htmlcs'],
    browser: 'Chrome/150',
  };

  it("results.json is pa11y-ci's JSON: totals, and each run's issues or its error", () => {
    const report = JSON.parse(
      JSON.stringify(pa11yCiReport(runs), (_key, value: unknown) => (value instanceof Error ? { message: value.message } : value)),
    ) as {
      total: number;
      passes: number;
      errors: number;
      results: Record<string, { code?: string; message: string }[]>;
    };
    expect(report.total).toBe(8);
    expect(report.passes).toBe(5);
    expect(report.errors).toBe(2);
    expect(report.results['http://127.0.0.1:4311/ (first load, dark theme)']!.map((found) => found.code)).toEqual([
      'image-alt',
      'WCAG2AA.Principle1.Guideline1_1.1_1_1.H37',
    ]);
    expect(
      report.results['http://127.0.0.1:4311/contact (the contact form after a failed submit, with every error shown, light theme)'],
    ).toEqual([{ message: 'could not be checked: Waiting failed: 30000ms exceeded' }]);
  });

  describe('index.html', () => {
    beforeAll(() => {
      document.documentElement.innerHTML = renderHtmlReport(meta, targets, runs)
        .replace(/^<!doctype html>\s*<html lang="en">/, '')
        .replace(/<\/html>\s*$/, '');
    });
    const html = () => renderHtmlReport(meta, targets, runs);

    it('is in English, with one h1 that names the site, and says it failed', () => {
      expect(html()).toMatch(/^<!doctype html>\n<html lang="en">/);
      const headings = [...document.querySelectorAll('h1')];
      expect(headings.map((heading) => heading.textContent)).toEqual(['Accessibility sweep of http://127.0.0.1:4311']);
      expect(document.title).toBe('Failed: accessibility sweep of http://127.0.0.1:4311, 2026-05-01 09:30 UTC');
      expect(document.querySelector('main > p')!.textContent).toBe(
        'Failed: 2 issues and 2 checks that could not be made, on 2 of 4 pages and states.',
      );
    });

    it('opens with a summary table: a row per page and state, a column per theme, with headers', () => {
      const table = document.querySelector('main > table')!;
      expect(table.querySelector('caption')!.textContent).toBe('Summary: issues on each page and state, in each theme');
      expect([...table.querySelectorAll('thead th')].map((th) => [th.textContent, th.getAttribute('scope')])).toEqual([
        ['Page and state', 'col'],
        ['Light theme', 'col'],
        ['Dark theme', 'col'],
      ]);
      const rows = [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));
      expect(rows).toEqual([
        ['/: first load', 'no issues', '2 issues'],
        ['/contact: first load', 'no issues', 'no issues'],
        [`${unknownUrlPath}: first load`, 'no issues', 'no issues'],
        ['/contact: the contact form after a failed submit, with every error shown', 'could not be checked', 'could not be checked'],
      ]);
      expect(table.querySelector('tbody th')!.getAttribute('scope')).toBe('row');
      expect(table.querySelector('tbody a')!.getAttribute('href')).toBe('#home');
    });

    it('then a section per page and state, with a heading per theme and a table of issues', () => {
      expect([...document.querySelectorAll('h2')].map((heading) => heading.textContent)).toEqual([
        '/: first load',
        '/contact: first load',
        `${unknownUrlPath}: first load`,
        '/contact: the contact form after a failed submit, with every error shown',
      ]);
      const section = document.getElementById('home')!.closest('section')!;
      expect([...section.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
        'Light theme: no issues',
        'Dark theme: 2 issues',
      ]);
      const table = section.querySelector('table')!;
      expect(table.querySelector('caption')!.textContent).toBe('Issues on /, first load, dark theme');
      expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
        'What is wrong',
        'WCAG criterion',
        'Selector',
        'Context',
        'Runner and rule',
      ]);
      const [axeRow, htmlcsRow] = [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));
      expect(axeRow).toEqual([
        'Images must have alternative text (help for image-alt)',
        '1.1.1 Non-text Content (A)',
        'body > div.planted > img',
        '<img src="/og/default.png">',
        'axeimage-alt',
      ]);
      expect(htmlcsRow![4]).toBe('htmlcsWCAG2AA.Principle1.Guideline1_1.1_1_1.H37');
      expect(htmlcsRow![0]).toBe('Img element missing an alt attribute.');
      // axe's help page is a link of its own, named for its rule.
      expect(table.querySelector('tbody th a')!.getAttribute('href')).toBe('https://dequeuniversity.com/rules/axe/4.13/image-alt');
    });

    it('says which checks could not be made, and why', () => {
      const section = document.getElementById('contact--contact-errors')!.closest('section')!;
      expect(section.textContent).toContain('This state could not be checked: Waiting failed: 30000ms exceeded');
      expect(section.textContent).toContain('click element .contact-form button[type="submit"]');
    });
  });

  it('says it passed when nothing was found', () => {
    const clean = runs.slice(0, 6).map((run) => ({ ...run, issues: [] }));
    expect(renderHtmlReport(meta, targets.slice(0, 3), clean)).toContain(
      '<p class="pass">Passed: no issues on 3 pages and states, in both themes.</p>',
    );
  });
});

/** Runs the command behind `npm run sweep -- …` (`tsx scripts/sweep.ts`), without npm's own notices. */
function sweep(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/sweep.ts', ...args], { cwd: root });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

// Each test starts the CLI (Node and tsx) two or three times: up to a minute on a busy two-core machine.
describe('npm run sweep, given what it cannot sweep', () => {
  let closedPort: number;
  let noSitemap: Server;
  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => probe.once('listening', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    noSitemap = createServer((_request, response) => response.writeHead(404).end('Not found')).listen(0, '127.0.0.1');
    await new Promise((resolve) => noSitemap.once('listening', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => noSitemap.close(resolve));
    rmSync(out, { recursive: true, force: true });
  });

  const out = mkdtempSync(path.join(tmpdir(), 'sweep-cli-'));

  it('exits 2 with one clear line when the site cannot be reached, and its report says so', async () => {
    writeFileSync(path.join(out, 'index.html'), 'an old report');
    const result = await sweep([`http://127.0.0.1:${closedPort}`, `--out=${out}`]);
    expect(result.code).toBe(2);
    const reason = `Cannot reach http://127.0.0.1:${closedPort}: connection refused (is the server running?) (ECONNREFUSED)`;
    expect(result.stderr.trim()).toBe(`sweep: ${reason}`);
    expect(result.stdout).toBe('');
    // The old report is not left to be read as this one.
    const report = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(report).toContain(`<p class="fail">Not complete: ${reason}</p>`);
    expect(report).toContain('<p>Nothing was checked.</p>');
    expect(JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8'))).toEqual({ total: 0, passes: 0, errors: 0, results: {} });
  }, 60_000);

  it("exits 2 with one clear line when the address is not a site's address, or the site has no sitemap", async () => {
    const malformed = await sweep(['localhost:4311', `--out=${out}`]);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr.trim()).toBe('sweep: "localhost:4311" is not an http:// or https:// address');
    const notUrl = await sweep(['not a url', `--out=${out}`]);
    expect(notUrl.code).toBe(2);
    expect(notUrl.stderr.trim()).toBe(
      'sweep: "not a url" is not a web address: give the site\'s address, such as https://staging.example.co.uk',
    );
    const { port } = noSitemap.address() as AddressInfo;
    const missing = await sweep([`http://127.0.0.1:${port}`, `--out=${out}`]);
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim()).toBe(
      `sweep: http://127.0.0.1:${port}/sitemap.xml answered 404 Not Found: is this the site, and is it built with its sitemap?`,
    );
  }, 60_000);

  it('exits 2 with its usage when no address, or an unknown option, is given', async () => {
    const result = await sweep([]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toMatch(/^sweep: No base URL\. Usage: npm run sweep -- <base-url>/);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    const unknownOption = await sweep(['http://127.0.0.1:4311', '--ony=/contact']);
    expect(unknownOption.code).toBe(2);
    expect(unknownOption.stderr.trim()).toMatch(/^sweep: Unknown option "--ony=\/contact"\. Usage: npm run sweep -- <base-url>/);
  }, 60_000);
});
