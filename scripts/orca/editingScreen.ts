import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rootDir } from '../shared/buildPaths';
import { startGroup, stopGroup, waitForOutput } from './processes';

/** A port nobody is listening on now: `npm run cms` needs its number before it starts (its Host check names it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/**
 * The editing screen as the owner runs it (`npm run cms`, scripts/cms.ts), on a copy of the project's
 * content in a temporary folder (CMS_REPO_DIR), so the owner's journeys never change this
 * repository's files. `contentDir` is the copy's src/content, to prepare a journey and read what it
 * saved; stopped by its process group, the copy removed.
 */
export async function startEditingScreen(): Promise<{ origin: string; contentDir: string; stop: () => Promise<void> }> {
  const repoDir = mkdtempSync(path.join(tmpdir(), 'orca-editing-screen-'));
  const contentDir = path.join(repoDir, 'src', 'content');
  mkdirSync(path.dirname(contentDir));
  cpSync(path.join(rootDir, 'src', 'content'), contentDir, { recursive: true });
  const port = await freePort();
  const cms = startGroup(
    'the editing screen',
    process.execPath,
    [path.join(rootDir, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(rootDir, 'scripts', 'cms.ts')],
    {
      ...process.env,
      CMS_PORT: String(port),
      CMS_REPO_DIR: repoDir,
    },
  );
  const stop = async () => {
    await stopGroup(cms);
    rmSync(repoDir, { recursive: true, force: true });
  };
  try {
    await waitForOutput(cms, /Editing screen: http:\/\/localhost:\d+\/admin\//, 90_000);
    return { origin: `http://localhost:${port}`, contentDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
