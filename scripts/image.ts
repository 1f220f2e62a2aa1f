/**
 * `npm run test:image`: builds the Dockerfile with buildah, runs the image with podman as a host
 * would, and checks it (docs/hosting.md "The image, built and checked"; docs/decisions/072):
 * it runs as node; /healthz names the commit; a page, a download and a contact message work; the
 * message survives a restart on the same volume; the data folders are 0700 and the server warns of
 * nothing; no layer holds a compiler; the image's own layers stay within their bound. One line per
 * check, a summary, each step's time; exit code 0 only when every check passed.
 *
 * `--base=stand-in` (the default) builds on a stand-in for the pinned base, made here from Debian
 * and the npm registry where Docker Hub cannot be reached; `--base=real` (GitHub's runners) pulls
 * the pinned image itself. The workflow then pushes the image it tested, by the name `--tag` gave it.
 * Not part of `npm test`: it takes minutes, and needs root, buildah, podman (and debootstrap for the
 * stand-in).
 */
import { readFileSync, rmSync } from 'node:fs';
import { rootDir } from './shared/buildPaths';
import { buildImage } from './image/buildImage';
import { buildSettings, commitOf, prepareBuildContext } from './image/buildContext';
import { hasProgram } from './image/commands';
import { checkLayers } from './image/layers';
import { parseImageTestOptions, type ImageTestOptions } from './image/options';
import { prepareBase } from './image/prepareBase';
import { failed, printReport, type CheckResult } from './image/report';
import { runAndCheck } from './image/runChecks';
import { StepClock } from './image/steps';

/** The programs the test needs that are missing, with the line that installs them (Debian's packages). */
async function missingPrograms(options: ImageTestOptions): Promise<string | undefined> {
  const needed = ['buildah', 'podman', 'git', 'tar', ...(options.base === 'stand-in' ? ['debootstrap'] : [])];
  const missing: string[] = [];
  for (const program of needed) if (!(await hasProgram(program))) missing.push(program);
  if (missing.length === 0) return undefined;
  return `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing: apt-get install -y ${missing.join(' ')}`;
}

async function main(options: ImageTestOptions): Promise<number> {
  const missing = await missingPrograms(options);
  if (missing) return (console.error(missing), 1);
  if (process.getuid?.() !== 0)
    return (console.error('Run it as root (sudo): buildah and podman build and run the image in their system storage.'), 1);

  const clock = new StepClock();
  const checks: CheckResult[] = [];
  const dockerfile = readFileSync(options.dockerfile, 'utf8');
  const { commit, time } = await commitOf(rootDir);
  const base = await clock.time('base image', () => prepareBase(options, dockerfile));
  console.log(`Base: ${base.how}`);
  const settings = buildSettings(options.details, process.env);
  const context = await clock.time('build context', () => prepareBuildContext(rootDir, options.details));
  try {
    const image = await clock.time('image build', () =>
      buildImage({
        context,
        dockerfile: options.dockerfile,
        base: base.name,
        tag: options.tag,
        buildArgs: {
          ...settings,
          SITE_HOSTING: 'node',
          SITE_ENV: options.siteEnv,
          SITE_COMMIT: commit,
          SITE_COMMIT_TIME: time,
          // So that a sweep that stops the build annotates the job the editing screen reads (docs/decisions/069).
          GITHUB_ACTIONS: process.env.GITHUB_ACTIONS === 'true' ? 'true' : '',
        },
      }),
    );
    if (!image) {
      checks.push(failed('the image builds', `buildah bud stopped; its output above says why (SITE_ENV=${options.siteEnv})`));
      return printReport(checks, clock.times);
    }
    console.log(`Image ${image} tagged ${options.tag}`);
    checks.push(...(await clock.time('run and check', () => runAndCheck(options.tag, commit, options.keep))));
    checks.push(...(await clock.time('layers', () => checkLayers(options.tag, base.id))));
    return printReport(checks, clock.times);
  } finally {
    if (options.keep) console.log(`Kept: the build context ${context}.`);
    else rmSync(context, { recursive: true, force: true });
    rmSync(`${context}.image-id`, { force: true });
  }
}

const options = parseImageTestOptions(process.argv.slice(2), rootDir);
if ('error' in options) {
  console.error(options.error);
  process.exitCode = 1;
} else {
  process.exitCode = await main(options).catch((error: unknown) => {
    console.error(`The image test stopped: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  });
}
