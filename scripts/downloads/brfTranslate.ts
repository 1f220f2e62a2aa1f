import { spawnSync } from 'node:child_process';

/**
 * Print to braille through liblouis's `lou_translate` (Debian's liblouis-bin, tables from liblouis-data).
 * The display table en-us-brf.dis writes North American braille ASCII, the character set of a .brf file
 * (upper-case letters, 0x20 to 0x5F); en-ueb-g2.ctb is Unified English Braille contracted (grade 2),
 * en-ueb-g1.ctb the same code uncontracted (grade 1).
 */
export type BrailleGrade = 'contracted' | 'uncontracted';

const tables: Record<BrailleGrade, string> = {
  contracted: 'en-us-brf.dis,en-ueb-g2.ctb',
  uncontracted: 'en-us-brf.dis,en-ueb-g1.ctb',
};

/** liblouis is not installed: the build says so in one line, with the command that installs it. */
export class MissingLiblouisError extends Error {}

/**
 * What to do when liblouis is missing, in the words every message about it uses: the preview build that
 * leaves the braille files out, the launch check that refuses to go live without them (docs/decisions/070).
 */
export const installLiblouis = "install Debian's liblouis-bin and liblouis-data (apt-get install liblouis-bin liblouis-data)";

export const missingLiblouis = `Braille files need liblouis: ${installLiblouis}`;

/** The command that runs liblouis; a test points it at a missing binary to see the plain-words error. */
export const defaultLouTranslate = 'lou_translate';

/**
 * One line of print as liblouis should get it: a line per unit, so every kind of white space (a
 * no-break space from the content, a stray new line) becomes one ordinary space. liblouis passes a
 * no-break space through as raw UTF-8, which is not braille ASCII.
 */
export function printLine(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/**
 * lou_translate works in lines of at most about 2,000 characters, in and out: a longer line in comes
 * back as several, and a longer line out is cut short. So a long line goes in as pieces of at most 500
 * characters (braille is at most about three times as long as print, and print as braille), cut at
 * spaces so no word is cut, and comes back joined with a space.
 */
const longestLine = 500;

function pieces(line: string): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > longestLine) {
    const cut = rest.lastIndexOf(' ', longestLine);
    const at = cut > 0 ? cut : longestLine;
    out.push(rest.slice(0, at));
    rest = rest.slice(at).trimStart();
  }
  out.push(rest);
  return out;
}

/**
 * Translates (or back-translates) many lines in one child process: lou_translate reads standard input
 * line by line and writes one line out for each line in, so a whole document costs one call per grade.
 */
export function runLouTranslate(
  lines: readonly string[],
  grade: BrailleGrade,
  direction: 'forward' | 'backward',
  command: string = defaultLouTranslate,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  if (lines.length === 0) return [];
  const split = lines.map((line) => pieces(direction === 'forward' ? printLine(line) : line));
  // lou_translate reads \x…, \n and the like in its input as escapes: a backslash (print's own, or the
  // braille ASCII for the "ou" sign) goes in doubled so it stays itself.
  const input =
    split
      .flat()
      .map((piece) => piece.replace(/\\/gu, '\\\\'))
      .join('\n') + '\n';
  // `env`'s PATH is where the command is looked for: the launch check asks about the environment it is given.
  const result = spawnSync(command, [`--${direction}`, tables[grade]], {
    env,
    input,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) {
    if ((result.error as NodeJS.ErrnoException).code === 'ENOENT') throw new MissingLiblouisError(missingLiblouis);
    throw result.error;
  }
  if (result.status !== 0) {
    throw new Error(`lou_translate failed (exit ${String(result.status)}): ${result.stderr.trim()}`);
  }
  const out = result.stdout.replace(/\r/gu, '').split('\n');
  if (out.at(-1) === '') out.pop();
  const expected = split.reduce((count, parts) => count + parts.length, 0);
  if (out.length !== expected) {
    throw new Error(`lou_translate gave ${String(out.length)} lines for ${String(expected)}`);
  }
  let next = 0;
  return split.map((parts) =>
    out
      .slice(next, (next += parts.length))
      .map((part) => part.trim())
      .join(' '),
  );
}

/** Print to braille ASCII, a line of braille for each line of print. */
export function toBraille(lines: readonly string[], grade: BrailleGrade, command?: string, env?: NodeJS.ProcessEnv): string[] {
  return runLouTranslate(lines, grade, 'forward', command, env);
}

/** Braille ASCII back to print, for checking what a reader gets. */
export function fromBraille(lines: readonly string[], grade: BrailleGrade, command?: string): string[] {
  return runLouTranslate(lines, grade, 'backward', command);
}

/**
 * Whether liblouis can make braille here: one word translated, as the build translates (so the tables
 * are checked too, not only the command). False only when the command is not there; any other fault of
 * liblouis is thrown, as the build would meet it. `env`: the environment whose PATH the command is looked
 * for on (this process's unless given).
 */
export function liblouisInstalled(command: string = defaultLouTranslate, env: NodeJS.ProcessEnv = process.env): boolean {
  try {
    toBraille(['braille'], 'contracted', command, env);
    return true;
  } catch (error) {
    if (error instanceof MissingLiblouisError) return false;
    throw error;
  }
}

/**
 * Print waiting for braille: every piece of a document is queued, then all are translated in one
 * lou_translate call, so a document costs one child process. Everything is contracted (grade 2), the
 * keys too, so a key is spelt one way in a file (docs/downloads-braille.md).
 */
export class Translation {
  private readonly queued: string[] = [];
  private done: string[] | undefined;

  add(text: string): () => string {
    const index = this.queued.push(text) - 1;
    return () => {
      if (!this.done) throw new Error('braille read before translation');
      return this.done[index] ?? '';
    };
  }

  run(command: string | undefined): void {
    this.done = toBraille(this.queued, 'contracted', command);
  }
}
