import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';

/*
 * Issue 43, finding 4: TRUST_PROXY=1 on a server with no proxy in front believes the X-Forwarded-For a
 * visitor writes. The server cannot tell that from a real proxy's header, but a real proxy always
 * adds one, so a request naming fewer addresses than TRUST_PROXY shows the setting is wrong: said once,
 * in one line, with what to do. Needs the build.
 */

function appTrusting(trustProxy: number | string) {
  const said: string[] = [];
  const app = createApp({ trustProxy, logProxyHops: (line) => said.push(line), logHealth: () => {} });
  return { app, said };
}

describe('a TRUST_PROXY higher than the proxies in front', () => {
  it('is said once, in one line, at the first request that came through fewer proxies', async () => {
    const { app, said } = appTrusting(1);
    await request(app).get('/search?q=jaws').set('X-Forwarded-For', '203.0.113.5');
    expect(said).toEqual([]);
    await request(app).get('/search?q=jaws');
    await request(app).get('/no-such-page');
    expect(said).toEqual([
      'TRUST_PROXY is 1, but a request came through no proxy (its X-Forwarded-For names no address): a visitor could then choose the address the contact and search limits count. Set TRUST_PROXY to the number of proxies in front of this server, or unset it where there is none (docs/hosting.md).',
    ]);
  });

  it('counts the addresses each proxy adds: 2 proxies trusted, a request through 1', async () => {
    const { app, said } = appTrusting(2);
    await request(app).get('/search?q=jaws').set('X-Forwarded-For', '203.0.113.5, 104.16.0.1');
    expect(said).toEqual([]);
    await request(app).get('/search?q=jaws').set('X-Forwarded-For', '203.0.113.5');
    expect(said).toEqual([
      expect.stringMatching(/^TRUST_PROXY is 2, but a request came through only 1 proxy \(its X-Forwarded-For names 1 address\):/),
    ]);
  });

  it('is not said for the health check, which supervisors call directly, nor without a hop count', async () => {
    const probed = appTrusting(1);
    expect((await request(probed.app).get('/healthz')).status).toBe(200);
    expect(probed.said).toEqual([]);
    for (const trustProxy of [0, 'loopback']) {
      const { app, said } = appTrusting(trustProxy);
      await request(app).get('/search?q=jaws');
      expect(said).toEqual([]);
    }
  });
});
