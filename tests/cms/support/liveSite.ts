import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startGitHubStandIn, standInGitHub } from '../../server/githubStandIn';
import { startHostStandIn } from './hostStandIn';

/** The site's content files as they are today, by their paths in the repository (never the compiled modules). */
function contentFiles(): string[] {
  return readdirSync('src/content', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(?:md|yaml|json)$/.test(entry.name))
    .map((entry) => path.relative('.', path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('src/content/generated/'));
}

/**
 * The live site as the owner meets it, with stand-ins (docs/decisions/054, 071): the GitHub stand-in
 * holding the site's content files and approving the owner's sign-in, and the host stand-in building
 * and serving each commit on `port`. Needs the build (dist/).
 */
export async function startLiveSite(port: number) {
  const github = await startGitHubStandIn(standInGitHub);
  for (const file of contentFiles()) github.files.put(file, readFileSync(file, 'utf8'));
  github.approveAs({ login: 'site-owner', canPush: true });
  const host = await startHostStandIn({ port, github, settings: standInGitHub });
  return {
    github,
    host,
    stop: async () => {
      await host.stop();
      await github.close();
    },
  };
}
