import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/shared/buildPaths';
import { startPreviewServer } from '../../scripts/shared/previewServer';
import { loadSweepDefaults } from '../../scripts/sweep/sweepDefaults';
import { runSweep, type SweepRun } from '../../scripts/sweep/run';
import { sweepFindings } from '../../scripts/sweep/findings';

/**
 * The sweep can fail. A copy of the built site, whose About page has two of the commonest faults
 * planted in it (an image without alt text, a field without a label), is served by the real server
 * and swept with the command QA runs: it must exit 1 and name both faults in both reports. A third
 * fault, two buttons too small and too close (WCAG 2.2's 2.5.8), proves the sweep's axe runs the
 * WCAG 2.2 rules that pa11y's own axe runner leaves out. The report it writes is then checked by
 * the sweep's own runners, in both themes.
 */

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'sweep-fault-'));
const site = path.join(work, 'site');
const out = path.join(work, 'report');
/** Outside React's root, so hydration leaves it as it is. */
/** 20 px square (the site's own size-5 class: the CSP allows no inline style), side by side. */
const tiny = 'class="size-5"';
const planted = `<div class="planted-fault"><img src="/og/default.png" width="120" height="63"><input type="text" name="planted"><button ${tiny}>a</button><button ${tiny}>b</button></div>`;

let server: Awaited<ReturnType<typeof startPreviewServer>>;
let sweep: { code: number | null; stdout: string; stderr: string };

beforeAll(async () => {
  if (!existsSync(path.join(distDir, 'sitemap.xml'))) throw new Error('Build the site first (npm run build)');
  cpSync(distDir, site, { recursive: true });
  const page = path.join(site, 'about', 'index.html');
  writeFileSync(page, readFileSync(page, 'utf8').replace('</body>', `${planted}</body>`));
  // The server prefers precompressed copies: remove them, so the planted page is the one served.
  rmSync(`${page}.br`);
  rmSync(`${page}.gz`);
  server = await startPreviewServer(site);

  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/sweep.ts', server.origin, '--only=/about', `--out=${out}`], {
    cwd: root,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  sweep = await new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a sweep of a page with known faults', () => {
  it('exits 1', () => {
    expect(sweep.stderr).toBe('');
    expect(sweep.code).toBe(1);
    expect(sweep.stdout).toContain(`${server.origin}/about (first load, light theme)`);
  });

  it("names both faults, in both themes, in results.json (pa11y-ci's JSON), with selector, context and runner", () => {
    const report = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as {
      total: number;
      passes: number;
      errors: number;
      results: Record<string, { code: string; selector: string; context: string; runner: string }[]>;
    };
    expect(report.total).toBe(2);
    expect(report.passes).toBe(0);
    for (const theme of ['light', 'dark']) {
      const issues = report.results[`${server.origin}/about (first load, ${theme} theme)`]!;
      const found = issues.map((issue) => `${issue.runner} ${issue.code} ${issue.selector}`);
      expect(found).toEqual(
        expect.arrayContaining([
          'axe image-alt html > body > div:nth-child(2) > img',
          'axe label html > body > div:nth-child(2) > input',
          'htmlcs WCAG2AA.Principle1.Guideline1_1.1_1_1.H37 html > body > div:nth-child(2) > img',
          'htmlcs WCAG2AA.Principle4.Guideline4_1.4_1_2.H91.InputText.Name html > body > div:nth-child(2) > input',
          'axe target-size html > body > div:nth-child(2) > button:nth-child(3)',
        ]),
      );
      expect(issues.find((issue) => issue.code === 'image-alt')!.context).toBe('<img src="/og/default.png" width="120" height="63">');
    }
  });

  it("tells the owner which page and what, in plain words, from the sweep's own results (issue 41)", () => {
    const report = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as { results: Record<string, SweepRun['issues']> };
    const about = { id: 'about', url: `${server.origin}/about`, path: '/about' };
    const runs: SweepRun[] = (['light', 'dark'] as const).map((theme) => ({
      target: about,
      theme,
      issues: report.results[`${server.origin}/about (first load, ${theme} theme)`]!,
    }));
    const [found, ...others] = sweepFindings(runs, undefined, (page) => (page === '/about' ? 'About Us' : undefined));
    expect(others).toEqual([]);
    expect(found!.page).toBe('“About Us” (/about)');
    expect(found!.problems).toEqual(
      expect.arrayContaining([
        'an image with no description for people who cannot see it (WCAG 1.1.1 Non-text Content (A)), in the light theme',
        'an image with no description for people who cannot see it (WCAG 1.1.1 Non-text Content (A)), in the dark theme',
        'a form field without a label (WCAG 4.1.2 Name, Role, Value (A)), in the dark theme',
        'a link or button smaller than 24 by 24 pixels, hard to tap or click (WCAG 2.5.8 Target Size (Minimum) (AA)): “a”, in the light theme',
      ]),
    );
  });

  it('names them in index.html too, with their WCAG criteria', () => {
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('<h1>Accessibility sweep of ' + server.origin + '</h1>');
    expect(html).toContain('<h3>Light theme: ');
    expect(html).toContain('1.1.1 Non-text Content (A)');
    expect(html).toContain('4.1.2 Name, Role, Value (A)');
    expect(html).toContain('2.5.8 Target Size (Minimum) (AA)');
    expect(html).toContain('&lt;img src=&quot;/og/default.png&quot; width=&quot;120&quot; height=&quot;63&quot;&gt;');
    expect(html).toContain('<code>html &gt; body &gt; div:nth-child(2) &gt; input</code>');
  });

  it("writes a report that itself passes the sweep's runners, in the light and the dark theme", async () => {
    const defaults = { ...loadSweepDefaults(), actions: [] };
    const url = pathToFileURL(path.join(out, 'index.html')).href;
    const runs = await runSweep([{ id: 'report', url, path: '/' }], defaults);
    expect(
      runs.map((run) => [run.theme, run.error ?? '', run.issues.map((issue) => `${issue.runner} ${issue.code} ${issue.selector}`)]),
    ).toEqual([
      ['light', '', []],
      ['dark', '', []],
    ]);
  }, 60_000);
});
