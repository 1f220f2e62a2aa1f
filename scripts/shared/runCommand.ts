import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
  });
}

/**
 * Runs a command whose output is kept: resolves with its exit code and its last `keep` lines (stdout
 * and stderr in the order they came), so a summary can repeat why it failed. With `live`, the output is
 * also shown as it comes; without, the caller prints it when the command ends (a step run alongside
 * another, whose lines would otherwise interleave with the other's).
 */
export function runKeepingTail(
  command: string,
  args: string[],
  { keep = 400, live = true }: { keep?: number; live?: boolean } = {},
): Promise<{ code: number; tail: string[] }> {
  return new Promise((resolve) => {
    const lines: string[] = [];
    let partial = '';
    const collect = (chunk: Buffer) => {
      const parts = (partial + chunk.toString('utf8')).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
      if (lines.length > keep) lines.splice(0, lines.length - keep);
    };
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => {
      if (live) process.stdout.write(chunk);
      collect(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (live) process.stderr.write(chunk);
      collect(chunk);
    });
    const finish = (code: number) => resolve({ code, tail: partial ? [...lines, partial] : lines });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      lines.push(`${command}: ${error.message}`);
      finish(1);
    });
  });
}
