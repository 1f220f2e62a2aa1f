/**
 * The Node server's searches, in a thread of their own (issue 43, docs/decisions/080): the index
 * read and the engine made once, then each query answered as the results page's count and HTML, by
 * the same code as the browser's (src/lib/search/). Started by ./searchThread.ts; the build compiles
 * it to dist-server/searchWorker.js beside the server.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { createSiteSearch } from '../src/lib/search/engine';
import { countText, resultsHtml } from '../src/lib/search/resultsHtml';
import type { SearchIndexFile } from '../content-model/search/types.ts';
import type { SearchAnswer, SearchAsked } from './searchThread';

const file = JSON.parse(readFileSync((workerData as { indexFile: string }).indexFile, 'utf8')) as SearchIndexFile;
const engine = createSiteSearch(file);

parentPort!.on('message', ({ id, query }: SearchAsked) => {
  const outcome = engine.search(query);
  const answer: SearchAnswer = { id, count: countText(outcome), results: resultsHtml(outcome, file.suggestions) };
  parentPort!.postMessage(answer);
});
