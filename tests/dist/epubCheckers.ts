import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { testBrowserPath } from '../../scripts/shared/chromium';
import { rootDir } from '../../scripts/shared/buildPaths';

/**
 * The two checkers of the EPUB downloads (issue 45, docs/decisions/087): Debian's epubcheck (the
 * EPUB specifications) and Ace by DAISY (EPUB Accessibility, with axe in Debian's Chromium).
 */

/** Debian's epubcheck package puts its jar here; EPUBCHECK_JAR names another. */
export const epubcheckJar = process.env.EPUBCHECK_JAR || '/usr/share/java/epubcheck.jar';
export const installEpubcheck = "install Debian's epubcheck (apt-get install -y epubcheck)";

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

export interface EpubcheckResult {
  /** Fatal errors, errors and warnings together: a file passes with none. */
  problems: number;
  /** Everything epubcheck printed, for the message of a failing test. */
  output: string;
}

/** epubcheck on each file, in one Java process (EpubcheckEach.java): each file's count of problems. */
export async function epubcheck(files: string[]): Promise<Map<string, EpubcheckResult>> {
  if (!existsSync(epubcheckJar)) throw new Error(`epubcheck is missing (no ${epubcheckJar}): ${installEpubcheck}.`);
  const { output } = await run('java', ['-cp', epubcheckJar, path.join(rootDir, 'tests/dist/EpubcheckEach.java'), ...files]);
  const results = new Map<string, EpubcheckResult>();
  for (const match of output.matchAll(/^(.+): (\d+) fatal, (\d+) errors, (\d+) warnings$/gm)) {
    results.set(match[1]!, { problems: Number(match[2]) + Number(match[3]) + Number(match[4]), output });
  }
  for (const file of files) if (!results.has(file)) throw new Error(`epubcheck gave no result for ${file}:\n${output}`);
  return results;
}

export interface AceResult {
  outcome: string;
  /** Each violation Ace found: its rule, its impact and the document it is in. */
  violations: string[];
}

interface AceReport {
  'earl:result': { 'earl:outcome': string };
  assertions: { 'earl:testSubject': { url: string }; assertions: { 'earl:test': { 'dct:title': string; 'earl:impact': string } }[] }[];
}

/**
 * Ace by DAISY on one file, in Debian's Chromium (never a downloaded browser), its report in `outDir`:
 * in its headless shell when installed, as the browser tests run (the same engine; it starts in 1.5 s
 * where the full browser takes 2.5, and Ace starts one for each file).
 */
export async function ace(file: string, outDir: string): Promise<AceResult> {
  const cli = path.join(rootDir, 'node_modules/@daisy/ace-cli/bin/ace.js');
  const env = { ...process.env, PUPPETEER_EXECUTABLE_PATH: testBrowserPath, PUPPETEER_SKIP_DOWNLOAD: '1' };
  const { status, output } = await run(process.execPath, [cli, '--silent', '--force', '--outdir', outDir, file], env);
  const reportFile = path.join(outDir, 'report.json');
  if (status !== 0 || !existsSync(reportFile)) throw new Error(`Ace by DAISY did not check ${file} (exit ${status}):\n${output}`);
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as AceReport;
  return {
    outcome: report['earl:result']['earl:outcome'],
    violations: report.assertions.flatMap((document) =>
      document.assertions.map(
        (assertion) =>
          `${assertion['earl:test']['dct:title']} (${assertion['earl:test']['earl:impact']}) in ${document['earl:testSubject'].url}`,
      ),
    ),
  };
}
