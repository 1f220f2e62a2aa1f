import { ApiError } from '../editing/api.ts';
import { ContentFileError, type writeEntry } from '../editing/contentFile.ts';
import { endSignIn } from '../editing/signInEnded.ts';
import type * as checks from './checkFile.ts';

/**
 * The page's side of the checks' Web Worker (./checkWorker.ts, docs/decisions/057): one worker for
 * the screen, started with the first save, each request numbered so its answer finds its caller.
 * Any check checkFile.ts exports can be called by name; each takes every content file first, which
 * the worker fetches itself (the caller gives the rest), so neither the files nor the compiler ever
 * pass through the page.
 */

type AllFiles = { path: string; text: string }[];
type Checks = typeof checks;
/** The names of checkFile.ts's checks: functions whose first parameter is every content file. */
export type CheckName = {
  [Name in keyof Checks]: Checks[Name] extends (all: AllFiles, ...rest: never[]) => unknown ? Name : never;
}[keyof Checks];
type CheckArgs<Name extends CheckName> = Checks[Name] extends (all: AllFiles, ...rest: infer Rest) => unknown ? Rest : never;
type CheckResult<Name extends CheckName> = Checks[Name] extends (...args: never[]) => infer Result ? Awaited<Result> : never;

/** A message to the worker. */
export type WorkerRequest =
  { id: number; job: 'write'; args: Parameters<typeof writeEntry> } | { id: number; job: 'check'; name: CheckName; args: unknown[] };

/** Its answer: the value, or what went wrong, in the owner's words when there are any. */
export interface WorkerAnswer {
  id: number;
  value?: unknown;
  failure?: { kind: 'api'; message: string; status: number } | { kind: 'content'; message: string } | { kind: 'unexpected' };
}

/** The checks could not be run: said to the owner after "Not saved: ", never a stack trace. */
export class CheckError extends Error {}

const couldNotCheck = 'the change could not be checked. Please try again; your changes are still on the screen.';

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

function failAll(error: Error): void {
  for (const caller of waiting.values()) caller.reject(error);
  waiting.clear();
}

function theWorker(): Worker {
  if (worker) return worker;
  // Vite bundles the worker, the compiler with it, as a module script of this origin (worker-src 'self').
  const started = new Worker(new URL('./checkWorker.ts', import.meta.url), { type: 'module', name: 'content checks' });
  started.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
    const { id, value, failure } = event.data;
    const caller = waiting.get(id);
    if (!caller) return;
    waiting.delete(id);
    if (!failure) caller.resolve(value);
    else if (failure.kind === 'api') {
      // The worker's own fetch found the sign-in ended: the page is told, as by its own requests (../editing/api.ts).
      if (failure.status === 401) endSignIn('refused');
      caller.reject(new ApiError(failure.message, failure.status));
    } else if (failure.kind === 'content') caller.reject(new ContentFileError(failure.message));
    else caller.reject(new CheckError(couldNotCheck));
  });
  // The worker could not start or stopped (its script not loaded, the browser out of memory): every
  // request waiting is told, and the next one starts a new worker.
  const broken = (event: Event) => {
    event.preventDefault();
    started.terminate();
    if (worker === started) worker = undefined;
    failAll(new CheckError(couldNotCheck));
  };
  started.addEventListener('error', broken);
  started.addEventListener('messageerror', broken);
  worker = started;
  return started;
}

type Unnumbered<Request> = Request extends WorkerRequest ? Omit<Request, 'id'> : never;

function ask(request: Unnumbered<WorkerRequest>): Promise<unknown> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    theWorker().postMessage({ ...request, id });
  });
}

/** One of checkFile.ts's checks, run in the worker over every content file as the server has it now. */
export function check<Name extends CheckName>(name: Name, ...args: CheckArgs<Name>): Promise<CheckResult<Name>> {
  return ask({ job: 'check', name, args }) as Promise<CheckResult<Name>>;
}

/** lib/contentFile.ts's writeEntry, in the worker: the file's text as it would be saved (a ContentFileError when it cannot be). */
export function writeInWorker(...args: Parameters<typeof writeEntry>): Promise<string> {
  return ask({ job: 'write', args }) as Promise<string>;
}
