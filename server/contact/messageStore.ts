import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { ContactMessage } from '../../src/lib/contactMessage';

export interface StoredMessage extends ContactMessage {
  id: string;
  receivedAt: string;
}

/**
 * The durable store of contact messages: one JSON object per line in messages.jsonl. Every append is
 * written and fsync'd before it resolves, and appends run one at a time, so a message acknowledged
 * with 2xx is on disk, whole, exactly once, whatever happens to the process afterwards. A line cut
 * short by a crash mid-write was never acknowledged; readers skip it.
 */
export class MessageStore {
  readonly file: string;
  private handle: Promise<FileHandle> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(readonly dir: string) {
    this.file = path.join(dir, 'messages.jsonl');
  }

  private async openForAppend(): Promise<FileHandle> {
    await mkdir(this.dir, { recursive: true });
    const handle = await open(this.file, 'a');
    // Make the file's own directory entry durable too, the first time it is created.
    const dirHandle = await open(this.dir, 'r');
    await dirHandle.sync().finally(() => dirHandle.close());
    return handle;
  }

  append(message: ContactMessage): Promise<StoredMessage> {
    const stored: StoredMessage = { id: randomUUID(), receivedAt: new Date().toISOString(), ...message };
    const write = this.queue.then(async () => {
      this.handle ??= this.openForAppend();
      const handle = await this.handle;
      await handle.appendFile(`${JSON.stringify(stored)}\n`, 'utf8');
      await handle.sync();
      return stored;
    });
    // A failed write must not block the ones after it.
    this.queue = write.catch(() => undefined);
    return write;
  }

  async readAll(): Promise<StoredMessage[]> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return parseJsonLines<StoredMessage>(text);
  }

  async close(): Promise<void> {
    await this.queue;
    const handle = await this.handle;
    this.handle = null;
    await handle?.close();
  }
}

/** Lines that parse; a torn last line (a crash mid-write, never acknowledged) is skipped. */
export function parseJsonLines<T>(text: string): T[] {
  return text.split('\n').flatMap((line) => {
    if (!line.trim()) return [];
    try {
      return [JSON.parse(line) as T];
    } catch {
      return [];
    }
  });
}
