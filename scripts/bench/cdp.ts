import WebSocket from 'ws';

/**
 * A bare Chrome DevTools Protocol connection: the browser's own WebSocket, flat sessions, and only the
 * commands the caller sends. Playwright and Lighthouse enable the Runtime domain on every page, and
 * with it DevTools asks V8 for a detailed stack trace of every Error created: React DOM creates five
 * at load, inside its 200 KB module function, and V8 re-parses all of it to find their line numbers.
 * That adds about 100 ms to React DOM's task at 4x CPU slowdown, a cost a visitor's browser never pays
 * (docs/decisions/032). The hydration-task measurement therefore speaks CDP itself.
 */
export class CdpConnection {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiting || message.id === undefined) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    });
    socket.on('close', () => {
      for (const waiting of this.pending.values()) waiting.reject(new Error('the browser closed its DevTools connection'));
      this.pending.clear();
    });
  }

  /** Connects to a browser started with --remote-debugging-port (chrome-launcher does). */
  static async connect(port: number): Promise<CdpConnection> {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`);
    const { webSocketDebuggerUrl } = (await response.json()) as { webSocketDebuggerUrl: string };
    const socket = new WebSocket(webSocketDebuggerUrl, { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new CdpConnection(socket);
  }

  send<T = unknown>(method: string, params: object = {}, sessionId?: string): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  }

  close(): void {
    this.socket.close();
  }
}
