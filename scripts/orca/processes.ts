import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';

/**
 * A process of the Orca stack, started in a process group of its own (`detached`), so that stopping
 * it stops what it started too (Chromium's helpers, the bus's daemon): by its own id, never by a name.
 */
export interface GroupProcess {
  name: string;
  child: ChildProcess;
  /** What it wrote on stdout and stderr, its last 4,000 characters: for a message when it fails. */
  output: () => string;
}

export function startGroup(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions = ['ignore', 'pipe', 'pipe'],
): GroupProcess {
  const child = spawn(command, args, { env, stdio, detached: true });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // An error (the program missing) shows in its output; the stack's checks say what to install first.
  child.on('error', (error) => (output += `\n${name}: ${error.message}`));
  return { name, child, output: () => output };
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has already ended.
  }
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the process's group: SIGTERM, then SIGKILL to whatever is left after `graceMs`. */
export async function stopGroup(started: GroupProcess, graceMs = 2000): Promise<void> {
  const { pid } = started.child;
  if (pid === undefined) return;
  signalGroup(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (groupAlive(pid)) signalGroup(pid, 'SIGKILL');
}

/** Resolves with the first match of `pattern` in what the process writes, or rejects when it ends first or `ms` pass. */
export function waitForOutput(started: GroupProcess, pattern: RegExp, ms: number): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(started.output());
      if (!match) return false;
      finish();
      resolve(match);
      return true;
    };
    const onExit = () => {
      finish();
      reject(new Error(`${started.name} stopped before it was ready: ${started.output().trim().slice(-600)}`));
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error(`${started.name} was not ready within ${ms / 1000} s: ${started.output().trim().slice(-600)}`));
    }, ms);
    const finish = () => {
      clearTimeout(timer);
      started.child.stdout?.off('data', check);
      started.child.stderr?.off('data', check);
      started.child.off('exit', onExit);
    };
    if (check()) return;
    started.child.stdout?.on('data', check);
    started.child.stderr?.on('data', check);
    started.child.once('exit', onExit);
  });
}
