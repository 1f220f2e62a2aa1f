import { spawnSync } from 'node:child_process';
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

function onPath(program: string): boolean {
  return spawnSync('sh', ['-c', 'command -v "$1"', 'sh', program], { stdio: 'ignore' }).status === 0;
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
