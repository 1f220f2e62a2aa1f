import { firstFromImage, isPinnedByDigest, nodeVersionOf, pullReference } from './baseImage';
import { capture, lastLine, output } from './commands';
import type { ImageTestOptions } from './options';
import { buildStandIn, standInName } from './standIn';

/** The base the image is built on: what `buildah bud --from` is given, and its image id. */
export interface PreparedBase {
  name: string;
  id: string;
  /** How it was had, in a few words for the log. */
  how: string;
}

const imageId = (name: string) => output('podman', ['image', 'inspect', '--format', '{{.Id}}', name]);
const imageExists = async (name: string) => (await capture('podman', ['image', 'exists', name])).code === 0;

/**
 * The real base (the Dockerfile's pinned image, pulled from Docker Hub: GitHub's runners) or the
 * stand-in with the same Node version (made here once, then taken from buildah's storage).
 */
export async function prepareBase(options: ImageTestOptions, dockerfile: string): Promise<PreparedBase> {
  const reference = firstFromImage(dockerfile);
  if (!reference) throw new Error(`${options.dockerfile} has no FROM line.`);
  if (options.base === 'real') {
    if (!isPinnedByDigest(reference)) console.log(`Note: the base ${reference} is not pinned by a digest.`);
    const name = pullReference(reference);
    const had = await imageExists(name);
    if (!had) {
      const pulled = await capture('buildah', ['pull', '--quiet', name]);
      if (pulled.code !== 0) throw new Error(`Could not pull the base image ${name}: ${lastLine(pulled.stderr)}`);
    }
    return { name, id: await imageId(name), how: had ? `${name}, already in buildah's storage` : `${name}, pulled` };
  }
  const nodeVersion = nodeVersionOf(reference);
  if (!nodeVersion) {
    throw new Error(
      `The stand-in needs the Node version in the base image's tag, as in node:24.21.0-bookworm-slim (the Dockerfile names ${reference}).`,
    );
  }
  const name = standInName(nodeVersion);
  if (options.rebuildBase) await capture('buildah', ['rmi', name]);
  if (!options.rebuildBase && (await imageExists(name)))
    return { name, id: await imageId(name), how: `${name}, already in buildah's storage` };
  await buildStandIn(nodeVersion);
  return { name, id: await imageId(name), how: `${name}, made now (the stand-in for ${reference})` };
}
