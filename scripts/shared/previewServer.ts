import type { AddressInfo } from 'node:net';
import { createApp } from '../../server/app';

/** The real server on a free local port, for tools that need a URL (pa11y, the benchmark). */
export async function startPreviewServer(distDir?: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createApp(distDir ? { distDir } : {}).listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
