/// <reference lib="webworker" />
/**
 * The editing screen's checks, in a module Web Worker (issue 31, docs/decisions/057): the content
 * compiler checking a file among every other content file takes from half a second to several seconds,
 * and run on the page it froze the screen for all of that time. Here the page stays free to answer
 * the owner and their screen reader while the checks run. Started by ./checkClient.ts, which says
 * what each message holds; everything the compiler needs (the files, its content folder in memory) is in
 * here, none of it in the page.
 */
import { api, ApiError } from '../editing/api.ts';
import { ContentFileError, writeEntry } from '../editing/contentFile.ts';
import * as checks from './checkFile.ts';
import type { WorkerAnswer, WorkerRequest } from './checkClient.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** Runs one request: a file written out, or one of checkFile.ts's checks over every content file as the server has it now. */
async function run(request: WorkerRequest): Promise<unknown> {
  if (request.job === 'write') return writeEntry(...request.args);
  const check = checks[request.name] as (...args: unknown[]) => unknown;
  // Fetched for each check, never kept: another save (or another person) may have changed the files.
  const all = await api.all();
  performance.mark('content check:start');
  try {
    return check(all, ...request.args);
  } finally {
    performance.measure('content check', 'content check:start');
  }
}

scope.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  run(request).then(
    (value) => scope.postMessage({ id: request.id, value } satisfies WorkerAnswer),
    (error: unknown) => {
      // Only words meant for the owner cross back; anything else is said in plain words by checkClient.ts
      // (and kept, in full, in the browser's console for a developer).
      if (!(error instanceof ApiError || error instanceof ContentFileError)) console.error(error);
      const failure: WorkerAnswer['failure'] =
        error instanceof ApiError
          ? { kind: 'api', message: error.message, status: error.status }
          : error instanceof ContentFileError
            ? { kind: 'content', message: error.message }
            : { kind: 'unexpected' };
      scope.postMessage({ id: request.id, failure } satisfies WorkerAnswer);
    },
  );
});
