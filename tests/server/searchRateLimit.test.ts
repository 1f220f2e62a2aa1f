import { JSDOM } from 'jsdom';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { SEARCH_RATE_LIMIT } from '../../server/search';

/*
 * Issue 32, finding 1: GET /search had no rate limit. Past SEARCH_RATE_LIMIT searches a minute from
 * one address, a 429 page in plain words; a person searching is never stopped. Needs the build.
 * The app trusts X-Forwarded-For from the loopback, so each test's client is an address of its own.
 */
const app = createApp({ trustProxy: 'loopback' });

const search = (client: string, query: string) =>
  request(app)
    .get(`/search?q=${encodeURIComponent(query)}`)
    .set('X-Forwarded-For', client);

describe('the search page’s rate limit', () => {
  it('answers the search after the limit with a 429 page that says what happened and when to search again', async () => {
    for (let at = 0; at < SEARCH_RATE_LIMIT.limit; at += 1) {
      expect((await search('203.0.113.1', `made up word ${at}`)).status).toBe(200);
    }
    const response = await search('203.0.113.1', 'jaws');
    expect(response.status).toBe(429);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const { document } = new JSDOM(response.text).window;
    expect(document.querySelector('main h1')?.textContent).toBe('Sorry, too many searches at once');
    expect(document.querySelector('main')?.textContent).toContain('Please wait a minute, then search again.');
    // The site's own page: its header and footer, and no scripts.
    expect(document.querySelector('header')).not.toBeNull();
    expect(document.querySelector('footer')).not.toBeNull();
    expect(document.querySelector('script[src]')).toBeNull();
    // Another address searches on as before.
    expect((await search('203.0.113.2', 'jaws')).status).toBe(200);
  });

  it('never stops a person: a search every few seconds, and the search page itself as often as it is opened', async () => {
    const person = '203.0.113.3';
    // A busy person's minute: twenty searches, far fewer than the limit.
    for (const query of ['jaws', 'magnifier', 'Insert+F7', 'how much does training cost', 'voice control'].flatMap((query) => [
      query,
      query,
      query,
      query,
    ])) {
      expect((await search(person, query)).status).toBe(200);
    }
    // The page without a query is not a search.
    for (let at = 0; at < SEARCH_RATE_LIMIT.limit + 1; at += 1) {
      expect((await request(app).get('/search').set('X-Forwarded-For', person)).status).toBe(200);
    }
    expect((await search(person, 'jaws')).status).toBe(200);
  });
});
