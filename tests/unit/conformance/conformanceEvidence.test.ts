import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { criterionEvidence } from '../../../content-model/accessibility/evidence.ts';
import { parseCitation } from '../../../content-model/compiler/accessibilityEvidence.ts';
import type { TestCitation } from '../../../content-model/schemas';

/**
 * The conformance report names tests as evidence (content-model/accessibility/evidence.ts). A renamed or
 * deleted test must not stay cited: each citation is looked up, by its file and full title, in what
 * the test runners themselves list (Playwright's --list, Vitest's list), for the cited files only.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const citations = Object.values(criterionEvidence).flatMap((evidence) => (evidence.tests ?? []).map(parseCitation));
const files = [...new Set(citations.map((citation) => citation.file))];

/** Every title path a file's tests answer to: each test's full title, and each describe above it. */
type Listed = Map<string, Set<string>>;

function addTitles(listed: Listed, file: string, titles: string[]) {
  const known = listed.get(file) ?? new Set<string>();
  for (let length = 1; length <= titles.length; length += 1) known.add(titles.slice(0, length).join(' › '));
  listed.set(file, known);
}

/** The citations no listed test answers to. */
function missingCitations(cited: TestCitation[], listed: Listed): string[] {
  return cited
    .filter((citation) => !listed.get(citation.file)?.has(citation.title))
    .map((citation) => `${citation.file} › ${citation.title}`);
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string }[];
  suites?: PlaywrightSuite[];
}

/** Runs one of the project's own tools (node_modules/.bin) and resolves with what it printed, or rejects with why it failed. */
function runTool(tool: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules', '.bin', tool), args, { cwd: root });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(stdout) : reject(new Error(`${tool} ${args.join(' ')} ended with ${code}: ${stderr.slice(-2000)}`)),
    );
  });
}

async function playwrightTests(e2eFiles: string[]): Promise<Listed> {
  const listed: Listed = new Map();
  if (!e2eFiles.length) return listed;
  const report = JSON.parse(await runTool('playwright', ['test', '--list', '--reporter=json', ...e2eFiles])) as {
    suites: PlaywrightSuite[];
  };
  const visit = (suite: PlaywrightSuite, file: string, titles: string[]) => {
    for (const spec of suite.specs ?? []) addTitles(listed, file, [...titles, spec.title]);
    for (const child of suite.suites ?? []) visit(child, file, [...titles, child.title]);
  };
  // The top suites are the files, named from the test folder.
  for (const suite of report.suites) visit(suite, `tests/e2e/${suite.file ?? suite.title}`, []);
  return listed;
}

/** What Vitest lists in `files`; `config` for a suite of its own (tests/orca/: vitest.orca.config.ts). */
async function vitestTests(unitFiles: string[], config?: string): Promise<Listed> {
  const listed: Listed = new Map();
  if (!unitFiles.length) return listed;
  const folder = mkdtempSync(path.join(tmpdir(), 'evidence-'));
  try {
    const output = path.join(folder, 'list.json');
    // One worker: the listing runs beside the rest of the suite on a shared machine.
    await runTool('vitest', ['list', ...(config ? ['-c', config] : []), ...unitFiles, '--maxWorkers=1', `--json=${output}`]);
    for (const test of JSON.parse(readFileSync(output, 'utf8')) as { name: string; file: string }[]) {
      addTitles(listed, path.relative(root, test.file).split(path.sep).join('/'), test.name.split(' > '));
    }
    return listed;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('the tests the conformance report cites as evidence', () => {
  it('are in tests/e2e/, a folder of tests/unit/ or tests/orca/', () => {
    expect(citations.length).toBeGreaterThan(30);
    for (const file of files)
      expect(file).toMatch(/^tests\/(?:e2e\/[\w-]+\.spec\.ts|unit\/[\w-]+\/[\w-]+\.test\.tsx?|orca\/[\w-]+\.test\.ts)$/);
  });

  // Each listing starts a runner that reads its files: one after the other, which takes a while on a busy machine.
  it('every one exists, by its file and its full title', async () => {
    const e2e = await playwrightTests(files.filter((file) => file.startsWith('tests/e2e/')));
    const unit = await vitestTests(files.filter((file) => file.startsWith('tests/unit/')));
    const orca = await vitestTests(
      files.filter((file) => file.startsWith('tests/orca/')),
      'vitest.orca.config.ts',
    );
    expect(missingCitations(citations, new Map([...e2e, ...unit, ...orca]))).toEqual([]);
  }, 300_000);

  it('a renamed test, or a title that stops inside a word, is found missing', () => {
    const listed: Listed = new Map();
    addTitles(listed, 'tests/e2e/shell.spec.ts', ['skip link', 'is the first thing Tab reaches']);
    expect(
      missingCitations(
        [
          { file: 'tests/e2e/shell.spec.ts', title: 'skip link' },
          { file: 'tests/e2e/shell.spec.ts', title: 'skip link › is the first thing Tab reaches' },
          { file: 'tests/e2e/shell.spec.ts', title: 'skip link › is the first thing' },
          { file: 'tests/e2e/shell.spec.ts', title: 'skip link › was renamed' },
          { file: 'tests/e2e/pages.spec.ts', title: 'skip link' },
        ],
        listed,
      ),
    ).toEqual([
      'tests/e2e/shell.spec.ts › skip link › is the first thing',
      'tests/e2e/shell.spec.ts › skip link › was renamed',
      'tests/e2e/pages.spec.ts › skip link',
    ]);
  });
});
