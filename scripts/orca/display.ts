import type { Readable } from 'node:stream';
import { startGroup, type GroupProcess } from './processes';

/**
 * Starts Xvfb on a display number it chooses itself (`-displayfd`: the X server takes the first free
 * number, atomically by its lock file, and writes it to the pipe), so two runs, or another X server
 * on the machine, never collide. No TCP: only this machine's socket.
 */
export async function startXvfb(env: NodeJS.ProcessEnv): Promise<{ xvfb: GroupProcess; display: string }> {
  const xvfb = startGroup('Xvfb', 'Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], env, [
    'ignore',
    'pipe',
    'pipe',
    'pipe',
  ]);
  const pipe = xvfb.child.stdio[3] as Readable;
  const display = await new Promise<string>((resolve, reject) => {
    let written = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb gave no display number within 10 s: ${xvfb.output().trim()}`)), 10_000);
    pipe.on('data', (chunk: Buffer) => {
      written += chunk.toString();
      if (!written.includes('\n')) return;
      clearTimeout(timer);
      resolve(`:${written.trim()}`);
    });
    xvfb.child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`Xvfb stopped before it started: ${xvfb.output().trim().slice(-600)}`));
    });
  });
  return { xvfb, display };
}
