/**
 * The Dockerfile's base image: its one pinned `FROM … AS base` line is the single place the base is
 * named (Dependabot updates it there). The image test reads it to pull the real image, or to make a
 * stand-in with the same Node version where Docker Hub cannot be reached.
 */

/**
 * The first FROM's image reference, e.g. `node:24.21.0-bookworm-slim@sha256:…`; an `${ARG}` in it is
 * read from the ARG lines before it, as Docker does (an older Dockerfile named its base that way).
 */
export function firstFromImage(dockerfile: string): string | undefined {
  const args = new Map<string, string>();
  for (const line of dockerfile.split('\n')) {
    const arg = /^\s*ARG\s+(\w+)=(\S+)/i.exec(line);
    if (arg) args.set(arg[1]!, arg[2]!.replace(/^"(.*)"$/, '$1'));
    const from = /^\s*FROM\s+(?:--platform=\S+\s+)?(\S+)/i.exec(line);
    if (from)
      return from[1]!.replace(/\$\{(\w+)\}|\$(\w+)/g, (whole, braced?: string, bare?: string) => args.get((braced ?? bare)!) ?? whole);
  }
  return undefined;
}

/**
 * The reference with its registry written out (`docker.io/library/node:…`): buildah and podman refuse
 * a short name where no search registry is configured (Ubuntu's default), while Docker and Dependabot
 * read the short one.
 */
export function qualifiedImage(reference: string): string {
  const first = reference.split('/')[0]!;
  const hasRegistry = reference.includes('/') && (first.includes('.') || first.includes(':') || first === 'localhost');
  if (hasRegistry) return reference;
  return reference.includes('/') ? `docker.io/${reference}` : `docker.io/library/${reference}`;
}

/**
 * The reference to pull and build on: by its digest alone when it has one (`docker.io/library/node@sha256:…`),
 * the form every version of buildah and podman stores and finds a pulled image under; the tag beside
 * a digest only tells people (and Dependabot) which version it is.
 */
export function pullReference(reference: string): string {
  return qualifiedImage(reference).replace(/:[^/@:]+@sha256:/, '@sha256:');
}

/** Whether the reference is pinned by a sha256 digest. */
export function isPinnedByDigest(reference: string): boolean {
  return /@sha256:[0-9a-f]{64}$/.test(reference);
}

/** The full Node version its tag names (`node:24.21.0-bookworm-slim` → `24.21.0`), which the stand-in installs. */
export function nodeVersionOf(reference: string): string | undefined {
  return /^(?:.*\/)?node:(\d+\.\d+\.\d+)-/.exec(reference)?.[1];
}
