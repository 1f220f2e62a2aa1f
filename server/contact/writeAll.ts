import type { Writable } from 'node:stream';

/** How a long write ended: all of it out, or the reader went away (`| head`), which is the reader's choice. */
export type WriteOutcome = 'written' | 'reader-closed';

/** A write failed for another reason (a full disk): `message` is one plain line; `code` the system's code. */
export class OutputError extends Error {
  constructor(readonly code: string) {
    super(`the output could not be written: ${outputReasons[code] ?? 'the system refused it'} (${code})`);
    this.name = 'OutputError';
  }
}

const outputReasons: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file is larger than its file system allows',
  EIO: 'the disk reported an input/output error',
  EROFS: 'the file system is read-only',
  EBADF: 'standard output is closed',
};

/** Pieces are joined into writes of about this size: one system call each, not one per line. */
const chunkSize = 64 * 1024;

/**
 * Writes every piece to `out` and resolves once the last has been handed to the operating system,
 * however slowly the other end reads. It honours back-pressure (it waits for 'drain' whenever the
 * stream asks it to), so a slow pipe holds at most one chunk in memory, not the whole output, and it
 * never ends the process: the caller lets the process end by itself once this resolves, so nothing
 * still buffered is lost (`process.exit()` right after writing loses it: docs/decisions/041).
 * A reader that closes the pipe early (EPIPE) ends the writing quietly: 'reader-closed', and the
 * pieces are not read any further (their iterator is closed). Any other failure rejects with OutputError.
 */
export async function writeAll(out: Writable, pieces: Iterable<string>): Promise<WriteOutcome> {
  let failure: NodeJS.ErrnoException | null = null;
  const onError = (error: NodeJS.ErrnoException) => {
    failure ??= error;
  };
  out.on('error', onError);
  const settle = (): WriteOutcome => {
    if (!failure) return 'written';
    if (failure.code === 'EPIPE') return 'reader-closed';
    throw new OutputError(failure.code ?? 'EIO');
  };
  /** Writes one chunk; resolves once it is out, or at once while the stream still has room. */
  const write = (text: string, waitUntilOut: boolean) =>
    new Promise<void>((resolve) => {
      const stopWaiting = () => {
        out.off('drain', stopWaiting);
        out.off('close', stopWaiting);
        resolve();
      };
      out.once('close', stopWaiting);
      const roomLeft = out.write(text, (error) => {
        if (error) onError(error);
        if (waitUntilOut) stopWaiting();
      });
      if (waitUntilOut) return;
      if (roomLeft) stopWaiting();
      else out.once('drain', stopWaiting);
    });

  try {
    let buffered = '';
    for (const piece of pieces) {
      buffered += piece;
      if (buffered.length < chunkSize) continue;
      await write(buffered, false);
      buffered = '';
      // Leaving the loop closes the pieces' iterator (and with it a database query under way).
      if (failure || out.destroyed) break;
    }
    if (!failure && !out.destroyed) await write(buffered, true);
    return settle();
  } finally {
    // After a failure the stream may still report on writes it had queued: keep listening, quietly.
    if (!failure) out.off('error', onError);
  }
}
