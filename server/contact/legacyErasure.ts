import { closeSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { legacyMessagesFile } from './legacyImport';

/**
 * Erasure from the earlier store's messages.jsonl, which is left in place after its import and so
 * may still hold the messages of a person whose messages are erased from the database.
 */

/** The file is rewritten here, then renamed over messages.jsonl; a name the import never reads. */
const rewriteName = '.messages.jsonl.erasing';

export interface LegacyRewrite {
  /** How many lines were taken out. */
  removed: number;
  /** The file as it is now, for imported_files: so the import does not take it in again. */
  size: number;
  mtimeMs: number;
}

/**
 * Removes every line of messages.jsonl that `drop` chooses, atomically: the rest is written to a new
 * file, made durable (fsync), renamed over the old one, and the rename made durable (fsync of the
 * folder). A crash leaves the old file or the new one, never half of either. Returns null when there
 * is no such file or no line to drop (the file is then not touched).
 */
export function dropLegacyLines(dir: string, drop: (line: string) => boolean): LegacyRewrite | null {
  const file = path.join(dir, legacyMessagesFile);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const lines = text.split('\n');
  const kept = lines.filter((line) => !(line.trim() && drop(line)));
  if (kept.length === lines.length) return null;

  const temporary = path.join(dir, rewriteName);
  // A rewrite cut short by a crash may have left its file: it is replaced, never read.
  const fd = openSync(temporary, 'w', 0o600);
  try {
    const bytes = Buffer.from(kept.join('\n'), 'utf8');
    for (let written = 0; written < bytes.length;) written += writeSync(fd, bytes, written);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temporary, file);
  const folder = openSync(dir, 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
  const stat = statSync(file);
  return { removed: lines.length - kept.length, size: stat.size, mtimeMs: stat.mtimeMs };
}

/** Every message id a line names (`"id":"…"`), whole or torn, lower case. */
export function idsNamedIn(line: string): string[] {
  return [...line.matchAll(/"id"\s*:\s*"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]!.toLowerCase());
}
