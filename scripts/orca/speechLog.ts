import { existsSync, readFileSync, statSync } from 'node:fs';

/**
 * What Orca said, read from its speech log (orcaPrefs.ts): one phrase a line, in the order spoken,
 * without Orca's "SPEECH OUTPUT: '…'" wrapping. Blank utterances (Orca's pauses) are left out.
 */
export function readSpeech(logPath: string): string[] {
  if (!existsSync(logPath)) return [];
  return readFileSync(logPath, 'utf8')
    .split('\n')
    .map((line) => /^SPEECH OUTPUT: '(.*)'(?: voice=\w+)?\s*$/.exec(line)?.[1] ?? '')
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== '');
}

function logSize(logPath: string): number {
  return existsSync(logPath) ? statSync(logPath).size : 0;
}

/**
 * Waits until the log has not grown for `quietMs`, as a listener waits for Orca to finish before the
 * next key; gives up after `maxMs` (a page that never stops talking is then seen in what was said).
 */
export async function waitForQuiet(logPath: string, quietMs: number, maxMs = 15_000): Promise<void> {
  const started = Date.now();
  let size = logSize(logPath);
  let changedAt = Date.now();
  while (Date.now() - changedAt < quietMs && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = logSize(logPath);
    if (now !== size) {
      size = now;
      changedAt = Date.now();
    }
  }
}

/** Waits until Orca has said something that matches `pattern` (after the first `from` phrases). */
export async function waitToHear(logPath: string, pattern: RegExp, from: number, maxMs: number): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < maxMs) {
    if (
      readSpeech(logPath)
        .slice(from)
        .some((phrase) => pattern.test(phrase))
    )
      return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
