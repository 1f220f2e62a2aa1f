import { spawn } from 'node:child_process';

/** What a command printed and how it ended. */
export interface Captured {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command and keeps what it prints (for commands whose answer is read: inspect, exec, top).
 * Never throws: a command that cannot be started answers code 127 and the reason in stderr.
 */
export function capture(command: string, args: string[], input?: string): Promise<Captured> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', (error) => resolve({ code: 127, stdout, stderr: `${command}: ${error.message}` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), stdout, stderr }));
    if (input !== undefined) child.stdin?.end(input);
  });
}

/** The command's output, trimmed; throws a plain sentence with its own words when it fails. */
export async function output(command: string, args: string[]): Promise<string> {
  const result = await capture(command, args);
  if (result.code !== 0) throw new Error(`${command} ${args[0] ?? ''} failed: ${lastLine(result.stderr || result.stdout)}`);
  return result.stdout.trim();
}

/** The last non-empty line of a command's words: what it said when it stopped. */
export function lastLine(text: string): string {
  const lines = text.split('\n').map((line) => line.trim());
  return lines.filter(Boolean).at(-1) ?? '(it said nothing)';
}

/** Whether a program can be found on PATH. */
export async function hasProgram(name: string): Promise<boolean> {
  return (await capture('sh', ['-c', `command -v ${name}`])).code === 0;
}
