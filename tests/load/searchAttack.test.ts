import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costlyQueries } from '../../scripts/search/exampleQueries';
import { distDir, serverBuildDir } from '../../scripts/shared/buildPaths';
import { SEARCH_INDEX_PATH } from '../../src/lib/search/query';
import type { SearchIndexFile } from '../../content-model/search/types.ts';
import { tempDataDir } from '../server/serverHarness';

/*
 * Issue 43, item 1: searches never starve pages. The attack the review described: eight addresses
 * (127.0.0.2 to 127.0.0.9; Linux routes all of 127/8 to the loopback), each sending 15 of the
 * costliest queries the site accepts (scripts/search/exampleQueries.ts), far under the limit of 60 a
 * minute, each address its next as soon as the last is answered. Meanwhile the home page is asked for
 * every 5 ms, whether or not the one before has been answered (so a stalled server shows in every
 * request it stalls, not one), until the attack has been answered and a second has passed. The 99th
 * percentile of the home page's times must stay under 50 ms; every search is answered. On the built
 * server, as `npm run serve` runs it; needs the build. `npm test` runs this file in a step of its own
 * (vitest.load.config.ts): it times, so nothing may run beside it. Decision 080 gives the figures,
 * and those of the 120 searches sent all at once.
 */

const attackers = Array.from({ length: 8 }, (_, at) => `127.0.0.${at + 2}`);
const searchesEach = 15;
const homeEveryMs = 5;
const p99LimitMs = 50;

let server: ReturnType<typeof spawn>;
let origin: { port: number };
let output = '';

beforeAll(async () => {
  const { NODE_ENV: _unset, ...env } = process.env;
  server = spawn(process.execPath, [path.join(serverBuildDir, 'index.js')], {
    env: { ...env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', CONTACT_DATA_DIR: tempDataDir() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  origin = await new Promise((resolve, reject) => {
    server.stdout!.on('data', () => {
      const match = /localhost:(\d+)/.exec(output);
      if (match) resolve({ port: Number(match[1]) });
    });
    server.once('exit', () => reject(new Error(`the server stopped before it listened: ${output}`)));
  });
}, 30_000);

afterAll(() => {
  server?.kill('SIGTERM');
});

interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** GET `path` from `localAddress`; its status, body and the milliseconds until the last byte. */
function get(pathAndQuery: string, options: { localAddress?: string; agent?: http.Agent; headers?: http.OutgoingHttpHeaders } = {}) {
  const started = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: origin.port,
        path: pathAndQuery,
        localAddress: options.localAddress,
        agent: options.agent ?? false,
        headers: options.headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString(), ms: performance.now() - started }),
        );
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`no answer to ${pathAndQuery} in 30 s`)));
    request.on('error', reject);
  });
}

/** The value below which 99 % of `times` fall (nearest rank). */
function p99(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.99) - 1]!;
}

describe('the home page while searches attack the server', () => {
  it(`answers the home page within ${p99LimitMs} ms (99th percentile), and every search`, async () => {
    const file = JSON.parse(readFileSync(path.join(distDir, SEARCH_INDEX_PATH), 'utf8')) as SearchIndexFile;
    const queries = Object.values(costlyQueries(file));
    // A browser's connection, kept open, asking for the home page as browsers do (brotli from memory).
    const browser = new http.Agent({ keepAlive: true });
    const home = () => get('/', { agent: browser, headers: { 'Accept-Encoding': 'br, gzip' } });
    // The first search reads the index; a server that has run a while has its code compiled.
    for (let at = 0; at < 20; at += 1)
      expect((await get(`/search?q=${encodeURIComponent(queries[at % queries.length]!)}`)).status).toBe(200);
    for (let at = 0; at < 50; at += 1) expect((await home()).status).toBe(200);
    const quiet: number[] = [];
    for (let at = 0; at < 200; at += 1) quiet.push((await home()).ms);

    const started = performance.now();
    const attack = Promise.all(
      attackers.map(async (address, first) => {
        const answers: Answer[] = [];
        for (let at = 0; at < searchesEach; at += 1)
          answers.push(await get(`/search?q=${encodeURIComponent(queries[(first + at) % queries.length]!)}`, { localAddress: address }));
        return answers;
      }),
    ).then((each) => each.flat());
    let attackDone = false;
    void attack.then(
      () => (attackDone = true),
      () => (attackDone = true),
    );
    const pages: Promise<Answer>[] = [];
    while (!attackDone || performance.now() - started < 1000) {
      pages.push(home());
      await new Promise((resolve) => setTimeout(resolve, homeEveryMs));
    }
    const searches = await attack;
    const answered = await Promise.all(pages);
    browser.destroy();

    const during = answered.map((page) => page.ms);
    console.log(
      `Home page: p99 ${p99(quiet).toFixed(1)} ms quiet, ${p99(during).toFixed(1)} ms under the attack (${during.length} requests, ` +
        `slowest ${Math.max(...during).toFixed(1)} ms); ${searches.length} searches answered in ${(performance.now() - started).toFixed(0)} ms.`,
    );
    for (const page of answered) expect(page.status).toBe(200);
    expect(searches).toHaveLength(attackers.length * searchesEach);
    for (const search of searches) {
      expect(search.status).toBe(200);
      expect(search.body).toMatch(/results? for “/);
    }
    expect(p99(during)).toBeLessThan(p99LimitMs);
  });
});
