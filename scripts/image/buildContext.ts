import { copyFileSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { output } from './commands';

/**
 * What the image is built from: the working tree as git sees it (the committed files with any
 * uncommitted change, and new files that are not ignored), so the test builds what the maintainer
 * has, not only HEAD. A production build refuses while the launch check finds the shipped example
 * details, so the launch check's fixture of replaced details is laid over it: its business details,
 * its quotes and its social image, not its sweep record or its build.
 */
export const replacedDetails = ['src/content/business.yaml', 'src/content/testimonials.yaml', 'public/og/default.png'];
export const replacedDetailsFixture = 'tests/fixtures/launch-check/replaced';

/** The build's address: a real-looking https one, as the launch check asks. */
export const fixtureSiteUrl = 'https://www.launch-check-fixture.co.uk';

/** The commit the image will name, and its time, from git (the image is built without .git). */
export async function commitOf(root: string): Promise<{ commit: string; time: string }> {
  const [commit, time] = (await output('git', ['-C', root, 'log', '-1', '--format=%H%n%cI'])).split('\n');
  return { commit: commit!, time: time! };
}

function copyEntry(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  const stat = lstatSync(from);
  if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
  else copyFileSync(from, to);
}

/** The build settings a host sets, passed on from this environment when the test builds the owner's own details. */
export const buildSettingNames = [
  'SITE_URL',
  'SITE_CONTACT_ENDPOINT',
  'SITE_ANALYTICS_ENDPOINT',
  'SITE_ANALYTICS_DOMAIN',
  'CONTACT_RETENTION_DAYS',
];

/** The build's settings: the fixture's address, or those of this environment (where SITE_URL must be set). */
export function buildSettings(details: 'fixture' | 'own', env: NodeJS.ProcessEnv): Record<string, string> {
  if (details === 'fixture') return { SITE_URL: fixtureSiteUrl };
  if (!env.SITE_URL) throw new Error('--details=own builds what is published: set SITE_URL to the address the site is published at.');
  return Object.fromEntries(buildSettingNames.filter((name) => env[name]).map((name) => [name, env[name]!]));
}

/**
 * A copy of the working tree in a new folder under the system's temporary one, with the replaced
 * details laid over it unless the owner's own are built.
 */
export async function prepareBuildContext(root: string, details: 'fixture' | 'own'): Promise<string> {
  const listed = await output('git', ['-C', root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard']);
  const context = mkdtempSync(path.join(tmpdir(), 'site-image-context-'));
  let copied = 0;
  for (const file of listed.split('\0').filter(Boolean)) {
    // A file deleted but not yet committed is listed by --cached: it is not part of the working tree.
    try {
      lstatSync(path.join(root, file));
    } catch {
      continue;
    }
    copyEntry(path.join(root, file), path.join(context, file));
    copied += 1;
  }
  if (details === 'own') {
    console.log(`${copied} files of the working tree, as they are, in ${context}`);
    return context;
  }
  for (const file of replacedDetails) copyEntry(path.join(root, replacedDetailsFixture, file), path.join(context, file));
  console.log(`${copied} files of the working tree, with ${replacedDetails.join(', ')} from ${replacedDetailsFixture}, in ${context}`);
  return context;
}
