import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverBuildDir } from '../shared/buildPaths';
import { startGroup, stopGroup, waitForOutput } from './processes';

/**
 * The built server as `npm run serve` runs it (dist-server/index.js, production), on a port the
 * system chooses (PORT=0), with an empty message store of its own; stopped by its process group.
 */
export async function startBuiltServer(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'orca-contact-store-'));
  const { NODE_ENV: _unset, ...env } = process.env;
  const server = startGroup('the built server', process.execPath, [path.join(serverBuildDir, 'index.js')], {
    ...env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    CONTACT_DATA_DIR: dataDir,
  });
  const stop = async () => {
    await stopGroup(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const [, port] = await waitForOutput(server, /localhost:(\d+)/, 30_000);
    return { origin: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
