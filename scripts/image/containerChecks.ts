import { capture, lastLine } from './commands';
import { failed, passed, type CheckResult } from './report';

/** What the host sees of the running container: its user, its data folders, what it printed. */

/** The data folders the image makes on its volume: the messages' and the owner's sign-ins'. */
export const dataFolders = ['/data', '/data/contact', '/data/admin'];

export async function runsAsNode(container: string): Promise<CheckResult> {
  const name = 'it runs as node';
  const top = await capture('podman', ['top', container, 'user', 'pid', 'args']);
  if (top.code !== 0) return failed(name, `podman top could not list its processes: ${lastLine(top.stderr)}`);
  const processes = top.stdout
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/));
  const others = processes.filter(([user]) => user !== 'node');
  if (processes.length === 0) return failed(name, 'it has no process');
  if (others.length > 0)
    return failed(name, `these run as another user: ${others.map((row) => `${row[0]} (${row.slice(2).join(' ')})`).join('; ')}`);
  return passed(name, `${processes.map((row) => row.slice(2).join(' ')).join('; ')}: user node`);
}

/** The image's HEALTHCHECK, run once by podman: Docker-based hosts restart a container it calls unhealthy. */
export async function healthCheckPasses(container: string): Promise<CheckResult> {
  const name = 'its HEALTHCHECK answers healthy';
  const result = await capture('podman', ['healthcheck', 'run', container]);
  return result.code === 0
    ? passed(name, 'podman healthcheck run: healthy')
    : failed(name, `podman healthcheck run: ${lastLine(result.stdout + result.stderr)}`);
}

export async function dataFoldersPrivate(container: string): Promise<CheckResult> {
  const name = 'the data folders are 0700, owned by node';
  const stat = await capture('podman', ['exec', container, 'stat', '--format=%a %U %n', ...dataFolders]);
  const rows = stat.stdout.trim().split('\n').filter(Boolean);
  const wrong = rows.filter((row) => !row.startsWith('700 node '));
  if (stat.code !== 0 || rows.length !== dataFolders.length) return failed(name, `stat said: ${lastLine(stat.stderr || stat.stdout)}`);
  return wrong.length === 0
    ? passed(name, rows.map((row) => row.split(' ').reverse().join(' ')).join(', '))
    : failed(name, `mode and owner: ${wrong.join(', ')}`);
}

/** Lines of the server's start that warn of something: the data folder's modes, or any other warning. */
export function warningLines(logs: string): string[] {
  return logs.split('\n').filter((line) => /other accounts|chmod|warn/i.test(line));
}

export function noWarningAtStart(logs: string[]): CheckResult {
  const name = 'no warning at start';
  const warnings = logs.flatMap(warningLines);
  if (warnings.length > 0) return failed(name, `the server said: ${warnings.join(' / ')}`);
  const firstLines = logs[0]?.split('\n').filter(Boolean).slice(0, 2).join(' / ') ?? '';
  return passed(name, `${logs.length} starts, each without a warning ("${firstLines}")`);
}
