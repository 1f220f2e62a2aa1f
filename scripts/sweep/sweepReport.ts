import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Pa11yIssue } from 'pa11y';
import type { SweepRun, Theme } from './run';
import { themes } from './run';
import type { SweepTarget } from './targets';
import { issueCriteria } from './issueCriteria';
import { plural } from '../../content-model/text/plural.ts';
import { escapeHtml } from '../../src/lib/html';

const require = createRequire(import.meta.url);

/** What the report says about how the sweep was made. */
export interface SweepMeta {
  baseUrl: string;
  startedAt: Date;
  seconds: number;
  standard: string;
  runners: string[];
  /** The browser's name and version, as it gives them ("HeadlessChrome/146.0…"). */
  browser: string;
  /** The paths of --only, when the sweep was narrowed to them. */
  only?: string[];
  /** Set when the sweep could not start, or stopped before the end. */
  stoppedBecause?: string;
}

/** The tools, by name and version, for the report's reader. */
export function toolVersions(browser: string): string {
  const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
  return `pa11y ${version('pa11y')}, axe-core ${version('axe-core')}, HTML_CodeSniffer ${version('@pa11y/html_codesniffer')}, in ${browser}`;
}

/** The label of a run in results.json and on the console: its URL, state and theme. */
export function runLabel(run: Pick<SweepRun, 'target' | 'theme'>): string {
  return `${run.target.url} (${run.target.state ? run.target.state.name : 'first load'}, ${run.theme} theme)`;
}

/** pa11y-ci's JSON report: { total, passes, errors, results: { <url>: issues, or [{ message }] } }. */
export interface Pa11yCiReport {
  total: number;
  passes: number;
  errors: number;
  results: Record<string, (Pa11yIssue | Error)[]>;
}

/** The runs as pa11y-ci reports them; a run's key is its label (pa11y-ci keys by URL alone). */
export function pa11yCiReport(runs: SweepRun[]): Pa11yCiReport {
  const report: Pa11yCiReport = { total: runs.length, passes: 0, errors: 0, results: {} };
  for (const run of runs) {
    const label = runLabel(run);
    if (run.error) {
      report.results[label] = [new Error(run.error)];
    } else if (run.issues.length) {
      report.results[label] = run.issues;
      report.errors += run.issues.length;
    } else {
      report.results[label] = [];
      report.passes += 1;
    }
  }
  return report;
}

function stateName(target: SweepTarget): string {
  return target.state ? target.state.name : 'first load';
}

/** "/contact: the contact form after a failed submit…": the section's heading and the summary's link. */
function targetTitle(target: SweepTarget): string {
  return `${target.path}: ${stateName(target)}`;
}

/** axe ends its message with its help page in brackets: that becomes a link of its own. */
function describeProblem(issue: Pa11yIssue): string {
  const match = /^(.*) \((https?:\/\/[^\s)]+)\)$/s.exec(issue.message);
  if (!match) return escapeHtml(issue.message);
  return `${escapeHtml(match[1]!)} <a href="${escapeHtml(match[2]!)}">(help for ${escapeHtml(issue.code)})</a>`;
}

function runOutcome(run: SweepRun | undefined): string {
  if (!run) return 'not checked';
  if (run.error) return 'could not be checked';
  return run.issues.length ? plural(run.issues.length, 'issue') : 'no issues';
}

function issueTable(target: SweepTarget, theme: Theme, issues: Pa11yIssue[]): string {
  const rows = issues.map((issue) => {
    const criteria = issueCriteria(issue);
    return `<tr>
<th scope="row">${describeProblem(issue)}</th>
<td>${criteria.length ? criteria.map(escapeHtml).join('<br>') : 'none named'}</td>
<td><code>${escapeHtml(issue.selector || '(the page)')}</code></td>
<td><code>${escapeHtml(issue.context ?? '(none)')}</code></td>
<td>${escapeHtml(issue.runner)}<br><code>${escapeHtml(issue.code)}</code></td>
</tr>`;
  });
  // On a narrow screen the table scrolls inside its own box, which the keyboard can reach and scroll.
  const captionId = `${target.id}--${theme}`;
  return `<div class="scroll" role="group" aria-labelledby="${captionId}" tabindex="0">
<table>
<caption id="${captionId}">Issues on ${escapeHtml(target.path)}, ${escapeHtml(stateName(target))}, ${theme} theme</caption>
<thead><tr><th scope="col">What is wrong</th><th scope="col">WCAG criterion</th><th scope="col">Selector</th><th scope="col">Context</th><th scope="col">Runner and rule</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</div>`;
}

function targetSection(target: SweepTarget, runs: SweepRun[]): string {
  const parts = themes.map((theme) => {
    const run = runs.find((candidate) => candidate.theme === theme);
    const heading = `<h3>${theme === 'light' ? 'Light' : 'Dark'} theme: ${runOutcome(run)}</h3>`;
    if (!run) return heading;
    if (run.error) return `${heading}\n<p class="fail">This state ${escapeHtml(run.error)}</p>`;
    return run.issues.length ? `${heading}\n${issueTable(target, theme, run.issues)}` : heading;
  });
  const actions = target.state ? target.state.actions : [];
  return `<section aria-labelledby="${target.id}">
<h2 id="${target.id}">${escapeHtml(targetTitle(target))}</h2>
<p>Address: <a href="${escapeHtml(target.url)}">${escapeHtml(target.url)}</a>${
    actions.length ? `. Reached by these pa11y actions: ${actions.map((action) => `<code>${escapeHtml(action)}</code>`).join(', ')}` : ''
  }.</p>
${parts.join('\n')}
</section>`;
}

const styles = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1a1a1a; --muted: #474747; --line: #6b6b6b; --link: #0b57d0; --fail: #a30000; --pass: #0a6b2d; --code: #f0f0f0; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #121212; --fg: #f0f0f0; --muted: #c8c8c8; --line: #8a8a8a; --link: #8ab4f8; --fail: #ff9e9e; --pass: #8fdc9f; --code: #2a2a2a; }
}
body { margin: 0; background: var(--bg); color: var(--fg); font: 1.125rem/1.5 system-ui, sans-serif; overflow-wrap: break-word; }
main { max-width: 75rem; margin: 0 auto; padding: 1rem; }
a { color: var(--link); }
a:focus-visible, .scroll:focus-visible { outline: 3px solid var(--fg); outline-offset: 2px; }
.scroll { overflow-x: auto; margin: 1rem 0; }
.scroll table { margin: 0; min-width: 40rem; }
h1 { font-size: 2rem; line-height: 1.2; }
h2 { margin-top: 2.5rem; padding-top: 1rem; border-top: 2px solid var(--line); overflow-wrap: break-word; }
table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
caption { text-align: start; font-weight: bold; padding: 0.5rem 0; }
th, td { border: 1px solid var(--line); padding: 0.5rem; text-align: start; vertical-align: top; overflow-wrap: break-word; }
tbody th { font-weight: normal; }
thead th { font-weight: bold; }
code { background: var(--code); font-size: 0.95em; overflow-wrap: anywhere; white-space: pre-wrap; }
.fail { color: var(--fail); font-weight: bold; }
.pass { color: var(--pass); font-weight: bold; }
dt { font-weight: bold; }
dd { margin: 0 0 0.5rem 0; }
`;

/** The HTML report: a summary table, then one section per URL and state, each issue in a table. */
export function renderHtmlReport(meta: SweepMeta, targets: SweepTarget[], runs: SweepRun[]): string {
  const runsOf = (target: SweepTarget) => runs.filter((run) => run.target === target);
  const issueCount = runs.reduce((sum, run) => sum + run.issues.length, 0);
  const unchecked = runs.filter((run) => run.error).length;
  const failedTargets = targets.filter((target) => runsOf(target).some((run) => run.error || run.issues.length)).length;
  const passed = !meta.stoppedBecause && issueCount === 0 && unchecked === 0;
  const verdict = meta.stoppedBecause
    ? `Not complete: ${meta.stoppedBecause}`
    : passed
      ? `Passed: no issues on ${plural(targets.length, 'page and state', 'pages and states')}, in both themes.`
      : `Failed: ${plural(issueCount, 'issue')}${unchecked ? ` and ${plural(unchecked, 'check')} that could not be made` : ''}, on ${failedTargets} of ${plural(targets.length, 'page and state', 'pages and states')}.`;

  const summaryRows = targets.map((target) => {
    const [light, dark] = themes.map((theme) => runsOf(target).find((run) => run.theme === theme));
    const cell = (run: SweepRun | undefined) => {
      const outcome = runOutcome(run);
      const failing = run && (run.error || run.issues.length);
      return `<td${failing ? ' class="fail"' : ''}>${outcome}</td>`;
    };
    return `<tr><th scope="row"><a href="#${target.id}">${escapeHtml(targetTitle(target))}</a></th>${cell(light)}${cell(dark)}</tr>`;
  });

  const when = meta.startedAt.toISOString().replace('T', ' ').slice(0, 16);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${meta.stoppedBecause ? 'Not complete' : passed ? 'Passed' : 'Failed'}: accessibility sweep of ${escapeHtml(meta.baseUrl)}, ${when} UTC</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>Accessibility sweep of ${escapeHtml(meta.baseUrl)}</h1>
<p class="${passed ? 'pass' : 'fail'}">${escapeHtml(verdict)}</p>
<dl>
<dt>Swept</dt><dd>${when} UTC, in ${Math.round(meta.seconds)} seconds</dd>
<dt>Standard</dt><dd>WCAG 2 ${escapeHtml(meta.standard.replace('WCAG2', ''))} (${escapeHtml(meta.standard)}), with axe's WCAG 2.2 AA rules and best practices</dd>
<dt>Runners</dt><dd>${escapeHtml(meta.runners.join(' and '))}: ${escapeHtml(toolVersions(meta.browser))}</dd>
<dt>What was checked</dt><dd>${
    meta.only ? `Only ${escapeHtml(meta.only.join(', '))} (--only)` : "Every page in the site's sitemap and one unknown address"
  }, each as first loaded and in the interactive states below, in the light and the dark theme</dd>
</dl>
${
  targets.length
    ? `<table>
<caption>Summary: issues on each page and state, in each theme</caption>
<thead><tr><th scope="col">Page and state</th><th scope="col">Light theme</th><th scope="col">Dark theme</th></tr></thead>
<tbody>
${summaryRows.join('\n')}
</tbody>
</table>`
    : '<p>Nothing was checked.</p>'
}
${targets.map((target) => targetSection(target, runsOf(target))).join('\n')}
</main>
</body>
</html>
`;
}

/** Writes index.html and results.json (with pa11y-ci's own JSON reporter) into `outDir`. */
export function writeReports(outDir: string, meta: SweepMeta, targets: SweepTarget[], runs: SweepRun[]): { html: string; json: string } {
  mkdirSync(outDir, { recursive: true });
  const html = path.join(outDir, 'index.html');
  const json = path.join(outDir, 'results.json');
  writeFileSync(html, renderHtmlReport(meta, targets, runs));
  const jsonReporter = require('pa11y-ci/lib/reporters/json.js') as (options: { fileName: string }) => {
    afterAll: (report: Pa11yCiReport) => void;
  };
  jsonReporter({ fileName: json }).afterAll(pa11yCiReport(runs));
  return { html, json };
}
