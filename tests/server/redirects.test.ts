import { existsSync, readFileSync } from 'node:fs';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { htmlFileFor } from '../../scripts/shared/buildPaths';
import { permanentRedirects } from '../../src/routes/redirects';
import { absoluteUrl } from '../../src/config/site';

describe("the other spellings of two guides' addresses", () => {
  it.each(permanentRedirects.map((redirect) => [redirect.from, redirect.to]))('%s answers 301 to %s', async (from, to) => {
    const app = createApp();
    for (const url of [from, `${from}/`]) {
      const response = await request(app).get(url);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(to);
    }
    expect((await request(app).get(to)).status).toBe(200);
  });

  it('are in dist/_redirects for Netlify and Cloudflare Pages', () => {
    const file = readFileSync('dist/_redirects', 'utf8');
    for (const { from, to } of permanentRedirects) expect(file).toContain(`${from} ${to} 301\n`);
  });

  it.each(permanentRedirects.map((redirect) => [redirect.from, redirect.to]))(
    'have a redirect page at %s for hosts that read neither',
    (from, to) => {
      expect(existsSync(htmlFileFor(from))).toBe(true);
      const html = readFileSync(htmlFileFor(from), 'utf8');
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
      expect(html).toContain(`<link rel="canonical" href="${absoluteUrl(to)}">`);
      expect(html).toContain(`<a href="${to}">`);
      expect(html).toContain('<html lang="en-GB">');
      expect(html).not.toContain('<script');
    },
  );

  it('are never linked from the site: internal links use the canonical routes', () => {
    for (const page of ['/resources/software-quick-guides', '/training/reading-writing', '/training/software-a-z']) {
      const html = readFileSync(htmlFileFor(page), 'utf8');
      for (const { from } of permanentRedirects) expect(html).not.toContain(`href="${from}"`);
    }
  });
});
