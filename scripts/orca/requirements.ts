import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromiumPath } from '../shared/chromium';

/** The programs the Orca stack runs, each with the Debian package that gives it. */
const programs: [program: string, debianPackage: string][] = [
  ['orca', 'orca'],
  ['Xvfb', 'xvfb'],
  ['dbus-run-session', 'dbus-x11'],
  ['gsettings', 'libglib2.0-bin'],
  ['xdotool', 'xdotool'],
  [chromiumPath, 'chromium'],
];

/** Where `program` is on PATH, or undefined. */
function pathOf(program: string): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v "$1"', 'sh', program], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

const onPath = (program: string) => pathOf(program) !== undefined;

/**
 * How to start Orca: its script run by the interpreter its first line names (Debian's python3, which
 * has pyatspi; PATH may hold another). So run, its process is named after the interpreter, and
 * Orca's refusal to start beside "another Orca of this user" (`pgrep -x orca`, made for one desktop)
 * does not stop a second walk in another display, on another bus, at the same time.
 */
export function orcaCommand(): [command: string, ...args: string[]] {
  const script = pathOf('orca');
  if (!script) throw new Error(missingPrograms());
  const interpreter = /^#!\s*(\S+)/.exec(readFileSync(script, 'utf8').split('\n', 1)[0]!)?.[1];
  return interpreter ? [interpreter, script] : [script];
}

/** One line naming what is missing and how to install it, or `undefined` when all is there. */
export function missingPrograms(): string | undefined {
  const missing = programs.filter(([program]) => !onPath(program));
  if (missing.length === 0) return undefined;
  return (
    `The Orca step needs ${missing.map(([program]) => program).join(', ')}: install Debian's packages ` +
    '(apt-get install -y orca xvfb at-spi2-core dbus-x11 speech-dispatcher python3-pyatspi xdotool chromium).'
  );
}
