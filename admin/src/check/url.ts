/** `node:url`'s two path helpers, for the content compiler in the browser (./memoryFs.ts says why). */
export function fileURLToPath(url: string | URL): string {
  return decodeURIComponent(new URL(url).pathname);
}

export function pathToFileURL(path: string): URL {
  return new URL(`file://${path}`);
}
