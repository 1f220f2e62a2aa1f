import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { capture, lastLine, output } from './commands';
import { failed, passed, type CheckResult } from './report';

/**
 * The runtime image's layers, read from its OCI export: whether any layer holds a compiler or build
 * tool (a later layer deleting a file does not take it out of the one that added it), and how much
 * the image adds to its base (what a host pulls at each deploy, the base aside).
 */

/**
 * The bound on the layers the image adds to its base, in MB (10^6 bytes, unpacked). Measured
 * 2026-11-28 on the stand-in: 24.0 MB (7.8 MB compressed): node_modules 17.1 MB, dist/ 6.4 MB,
 * dist-server/ 0.5 MB. 40 MB leaves room for the content and the dependencies to grow by two thirds;
 * past it something unplanned came in: a compiler, npm's cache, the development dependencies,
 * better-sqlite3's build files (decision 072 has the figures of the old Dockerfile's image).
 */
export const ownLayersLimitMb = 40;

/** Files of a compiler, linker, make or Python: what building native modules needs and a server does not. */
const buildTool =
  /^(usr\/(local\/)?bin\/((x86_64-linux-gnu-)?(gcc|g\+\+|c\+\+|cc|cpp|clang|clang\+\+|as|ld|ld\.bfd|ld\.gold)(-\d+)?|make|python3(\.\d+)?)|usr\/lib\/gcc\/[^/]+\/\d+\/cc1(plus)?)$/;

/** Which of a layer's paths are build tools (whiteouts, which delete, are not). */
export function buildToolFiles(paths: string[]): string[] {
  return paths.map((entry) => entry.replace(/^\.?\//, '')).filter((entry) => buildTool.test(entry));
}

interface Layer {
  index: number;
  diffId: string;
  file: string;
  /** The layer's size as stored and pulled (compressed, when podman compressed it). */
  storedBytes: number;
  /** Its size unpacked as a tar: what it adds to the image. */
  bytes: number;
  createdBy: string;
}

/** The bytes of a layer as a tar, unpacked from gzip when it is compressed. */
async function tarBytes(file: string, compressed: boolean): Promise<number> {
  if (!compressed) return statSync(file).size;
  let bytes = 0;
  for await (const chunk of createReadStream(file).pipe(createGunzip())) bytes += (chunk as Buffer).length;
  return bytes;
}

interface OciConfig {
  rootfs: { diff_ids: string[] };
  history?: { created_by?: string; empty_layer?: boolean }[];
}

const blob = (dir: string, digest: string) => path.join(dir, 'blobs', ...digest.split(':'));
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** The image's layers in order, with the step that made each, from `podman save --format oci-dir`. */
async function exportedLayers(image: string, dir: string): Promise<Layer[]> {
  const saved = await capture('podman', ['save', '--quiet', '--format=oci-dir', `--output=${dir}`, image]);
  if (saved.code !== 0) throw new Error(`podman could not export the image: ${lastLine(saved.stderr)}`);
  const index = readJson<{ manifests: { digest: string }[] }>(path.join(dir, 'index.json'));
  const manifest = readJson<{ config: { digest: string }; layers: { digest: string; mediaType: string }[] }>(
    blob(dir, index.manifests[0]!.digest),
  );
  const config = readJson<OciConfig>(blob(dir, manifest.config.digest));
  const steps = (config.history ?? []).filter((entry) => !entry.empty_layer).map((entry) => entry.created_by ?? '');
  return Promise.all(
    manifest.layers.map(async (layer, index) => ({
      index,
      diffId: config.rootfs.diff_ids[index]!,
      file: blob(dir, layer.digest),
      storedBytes: statSync(blob(dir, layer.digest)).size,
      bytes: await tarBytes(blob(dir, layer.digest), layer.mediaType.includes('gzip')),
      createdBy: (steps[index] ?? '').replace(/^\/bin\/sh -c (#\(nop\) )?/, '').slice(0, 90),
    })),
  );
}

export const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);

/** The compiler check and the size check of the image's layers. */
export async function checkLayers(image: string, baseId: string): Promise<CheckResult[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-image-layers-'));
  try {
    const layers = await exportedLayers(image, dir);
    const baseLayers = new Set<string>(
      JSON.parse(await output('podman', ['image', 'inspect', '--format={{json .RootFS.Layers}}', baseId])) as string[],
    );
    const found: string[] = [];
    for (const layer of layers) {
      const tools = buildToolFiles((await output('tar', ['-tf', layer.file])).split('\n'));
      if (tools.length > 0) found.push(`layer ${layer.index + 1} of ${layers.length} (${layer.createdBy}) has ${tools.join(', ')}`);
    }
    const own = layers.filter((layer) => !baseLayers.has(layer.diffId));
    const ownBytes = own.reduce((sum, layer) => sum + layer.bytes, 0);
    const pulledBytes = own.reduce((sum, layer) => sum + layer.storedBytes, 0);
    const largest = [...own].sort((a, b) => b.bytes - a.bytes).slice(0, 3);
    const sizes = `${own.length} layers above the base, ${megabytes(ownBytes)} MB (${megabytes(pulledBytes)} MB compressed); the largest: ${largest.map((layer) => `${megabytes(layer.bytes)} MB ${layer.createdBy}`).join('; ')}`;
    return [
      found.length === 0
        ? passed('no compiler in any layer', `none of the ${layers.length} layers has a compiler, make or Python`)
        : failed('no compiler in any layer', found.join('; ')),
      ownBytes <= ownLayersLimitMb * 1e6
        ? passed(`its own layers are within ${ownLayersLimitMb} MB`, sizes)
        : failed(`its own layers are within ${ownLayersLimitMb} MB`, sizes),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
