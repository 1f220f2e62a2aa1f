import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { capture, hasProgram, lastLine } from './commands';

/**
 * The image run as a host runs it: `podman run` with the image's own user, command, environment and
 * volume, its port 8080 published on this machine's loopback address only, and the data on a named
 * volume that outlives the container (as a host's disk does).
 */
export interface RunSetup {
  image: string;
  volume: string;
  port: number;
  /** What this machine needs of podman (its OCI runtime, its limits): see `podmanHostArguments`. */
  host: PodmanHostArguments;
}

const processLimit = 32_768;

/** This process's hard limit of that name (Linux's /proc/self/limits), a number or "unlimited". */
function hardLimit(name: string): string | undefined {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((row) => row.startsWith(name));
  return line?.slice(name.length).trim().split(/\s+/)[1];
}

/** Podman's arguments for this machine: before `run` (global), after it, and what they are, for the log. */
export interface PodmanHostArguments {
  global: string[];
  run: string[];
  notes: string[];
}

/** A free port on 127.0.0.1 for the container's 8080. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Podman's arguments for the machine it runs on, so the same command works in a sandbox and on
 * GitHub's runners:
 * - its limits: podman's default asks for more open files and processes than a sandbox may grant
 *   (the runtime then refuses to start the container): open files as many as this process may have,
 *   processes 32,768 (the most our sandbox lets a container's runtime set; the server runs a handful);
 * - cgroups in "hybrid" mode (version 1 with a version 2 hierarchy beside it, as here): crun, podman's
 *   default runtime on Debian, refuses them; Debian's runc runs there.
 */
export async function podmanHostArguments(): Promise<PodmanHostArguments> {
  const host: PodmanHostArguments = { global: [], run: [], notes: [] };
  const files = hardLimit('Max open files');
  if (/^\d+$/.test(files ?? '')) host.run.push(`--ulimit=nofile=${files}:${files}`);
  host.run.push(`--ulimit=nproc=${processLimit}:${processLimit}`);
  host.notes.push(`limits of ${files} open files and ${processLimit} processes`);
  const hybridCgroups = existsSync('/sys/fs/cgroup/unified') && !existsSync('/sys/fs/cgroup/cgroup.controllers');
  if (hybridCgroups) {
    if (!(await hasProgram('runc'))) {
      throw new Error(
        "This machine's cgroups are in hybrid mode, where crun cannot run a container: install Debian's runc (apt-get install -y runc).",
      );
    }
    host.global.push('--runtime=runc');
    host.notes.push('the OCI runtime runc (cgroups are in hybrid mode here, which crun refuses)');
  }
  return host;
}

/** Starts a container of the image; throws podman's own words when it cannot. */
export async function startContainer(setup: RunSetup, name: string): Promise<void> {
  const started = await capture('podman', [
    ...setup.host.global,
    'run',
    '--detach',
    `--name=${name}`,
    ...setup.host.run,
    `--publish=127.0.0.1:${setup.port}:8080`,
    `--volume=${setup.volume}:/data`,
    setup.image,
  ]);
  if (started.code !== 0) throw new Error(`podman could not start the image: ${lastLine(started.stderr)}`);
}

/** Waits for /healthz to answer 200 (at most a minute); the container's last words if it stopped. */
export async function waitForHealth(port: number, name: string): Promise<{ ok: true } | { ok: false; detail: string }> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return { ok: true };
    } catch {
      // Not listening yet.
    }
    const state = await capture('podman', ['inspect', '--format', '{{.State.Running}}', name]);
    if (state.stdout.trim() === 'false') {
      const logs = await capture('podman', ['logs', name]);
      return { ok: false, detail: `the container stopped: ${lastLine(logs.stdout + logs.stderr)}` };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { ok: false, detail: '/healthz did not answer 200 within a minute' };
}

/** Stops the container as a host does (SIGTERM, 15 s to finish), removes it, and answers what it printed. */
export async function stopContainer(name: string): Promise<string> {
  await capture('podman', ['stop', '--time=15', name]);
  const logs = await capture('podman', ['logs', name]);
  await capture('podman', ['rm', '--force', '--volumes', name]);
  return logs.stdout + logs.stderr;
}
