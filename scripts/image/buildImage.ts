import { readFileSync, rmSync } from 'node:fs';
import { run } from '../shared/runCommand';

export interface ImageBuild {
  context: string;
  dockerfile: string;
  /** The base that replaces the Dockerfile's first FROM. */
  base: string;
  tag: string;
  buildArgs: Record<string, string>;
}

/**
 * The arguments of `buildah bud`. Chroot isolation: the RUN steps need no OCI runtime or cgroups,
 * which a container or a CI runner may not give, and they reach the network as the host does (apt,
 * npm). `--layers` keeps each step's layer, so a second run rebuilds only from the first changed
 * step. `--from` puts the prepared base in place of the first FROM (the stand-in here, the pulled
 * real image on GitHub's runners). The output goes to the terminal as it comes, unprefixed, so the
 * GitHub workflow commands the build prints (`::error …`) become annotations of the job.
 */
export function budArguments(build: ImageBuild, idFile: string): string[] {
  const buildArgs = Object.entries(build.buildArgs).flatMap(([name, value]) => ['--build-arg', `${name}=${value}`]);
  return [
    'bud',
    '--isolation=chroot',
    '--layers',
    // A failed build leaves no working container behind in buildah's storage.
    '--force-rm',
    // Docker's format: the OCI format has no HEALTHCHECK, which hosts running Docker read.
    '--format=docker',
    '--pull=false',
    `--from=${build.base}`,
    ...buildArgs,
    `--file=${build.dockerfile}`,
    `--tag=${build.tag}`,
    `--iidfile=${idFile}`,
    build.context,
  ];
}

/** Builds the image; its id, or undefined when the build failed (buildah has said why above). */
export async function buildImage(build: ImageBuild): Promise<string | undefined> {
  const idFile = `${build.context}.image-id`;
  rmSync(idFile, { force: true });
  const code = await run('buildah', budArguments(build, idFile));
  if (code !== 0) return undefined;
  return readFileSync(idFile, 'utf8').trim();
}
