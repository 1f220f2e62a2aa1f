import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * The Node server's searches run in a worker thread (./searchWorker.ts), not on the thread that
 * answers pages (issue 43, docs/decisions/080). A search takes a few milliseconds, more for a long
 * query on a busy machine; on the server's one thread, eight addresses sending long queries took the
 * home page from 2.6 ms to 2 s. Queued there one per turn of the event loop, pages still waited: Node
 * takes one new connection a turn, so a page's connection waited behind every search's. Here the
 * thread that answers pages only passes each query on and fills the page with the answer.
 *
 * The worker starts at the first search (it reads the index then) and answers in the order asked. At
 * most `maxWaiting` searches wait; past that, `search` answers null, and the visitor is asked to
 * search again in a moment. A worker that fails fails the searches it holds (each an error page), and
 * the next search starts another.
 */

/** A query sent to the worker. */
export interface SearchAsked {
  id: number;
  query: string;
}

/** Its answer: the results page's count (its title and heading) and its results region's HTML. */
export interface SearchAnswer {
  id: number;
  count: string;
  results: string;
}

export interface SearchThread {
  /** The answer to `query`, or null when `maxWaiting` searches are waiting already. */
  search(query: string): Promise<Omit<SearchAnswer, 'id'>> | null;
  /** Searches asked and not yet answered. */
  readonly waiting: number;
}

/**
 * The worker's file: dist-server/searchWorker.js beside the built server, or server/searchWorker.ts
 * when the server runs from its source (tests, `npm run cms`), loaded through tsx as the rest is
 * (tsx, a development package, found from the project's folder, where those run).
 */
function startWorker(indexFile: string): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  // A name, not a literal in `new URL()`: the build would take a literal for an asset to copy.
  const fileName = fromSource ? 'searchWorker.ts' : 'searchWorker.js';
  const entry = new URL(fileName, import.meta.url);
  const options = { workerData: { indexFile } };
  if (!fromSource) return new Worker(fileURLToPath(entry), options);
  const load = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); })`;
  return new Worker(load, { ...options, eval: true });
}

export function searchThread(indexFile: string, maxWaiting: number): SearchThread {
  let worker: Worker | null = null;
  let lastId = 0;
  const pending = new Map<number, { resolve: (answer: SearchAnswer) => void; reject: (error: Error) => void }>();

  function running(): Worker {
    if (worker) return worker;
    const started = startWorker(indexFile);
    started.on('message', (answer: SearchAnswer) => {
      pending.get(answer.id)?.resolve(answer);
      pending.delete(answer.id);
    });
    const failed = (error: Error) => {
      if (worker !== started) return;
      worker = null;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    started.on('error', failed);
    started.on('exit', (code) => failed(new Error(`The search thread stopped (exit code ${code}).`)));
    // Searching keeps no process alive: a server stopping stops with it.
    started.unref();
    worker = started;
    return started;
  }

  return {
    search(query) {
      if (pending.size >= maxWaiting) return null;
      const id = (lastId += 1);
      const answered = new Promise<SearchAnswer>((resolve, reject) => pending.set(id, { resolve, reject }));
      running().postMessage({ id, query } satisfies SearchAsked);
      return answered.then(({ count, results }) => ({ count, results }));
    },
    get waiting() {
      return pending.size;
    },
  };
}
