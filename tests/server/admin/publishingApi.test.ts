import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import type { SiteVersion } from '../../../server/version';
import { signInAsOwner, startGitHubStandIn, standInGitHub } from '../githubStandIn';

/*
 * GET /admin/api/publishing?commit=: whether the owner's saved change is on the live site yet
 * (docs/decisions/054), against the GitHub stand-in. Needs the build (npm test builds first).
 */

const origin = 'https://www.example.co.uk';
const testimonials = 'src/content/testimonials.yaml';
const original = readFileSync(path.resolve(testimonials), 'utf8');
const github = standInGitHub;

describe('following a save until the live site has it', () => {
  let standIn: Awaited<ReturnType<typeof startGitHubStandIn>>;
  let app: ReturnType<typeof createApp>;
  let session: string;
  let logged: string[];
  let live: SiteVersion | null;

  beforeAll(async () => {
    standIn = await startGitHubStandIn(github);
  });
  afterAll(() => standIn.close());
  beforeEach(async () => {
    logged = [];
    live = { commit: standIn.initialCommit, committedAt: '2026-11-26T10:00:00.000Z' };
    standIn.files.put(testimonials, original);
    app = createApp({
      adminSignIn: { github, siteUrl: origin, endpoints: standIn.endpoints, log: (line) => logged.push(line), liveVersion: () => live },
    });
    session = await signInAsOwner(app, standIn);
  });

  /** Saves a change to the testimonials as the owner; the commit the save answers with. */
  async function save(): Promise<string> {
    const { version } = (await request(app).get(`/admin/api/content/file?path=${testimonials}`).set('Cookie', session)).body as {
      version: string;
    };
    const saved = await request(app)
      .put('/admin/api/content/file')
      .set('Cookie', session)
      .set('Origin', origin)
      .send({ path: testimonials, text: `${standIn.files.text(testimonials)}\n`, version });
    expect(saved.body).toMatchObject({ ok: true, commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
    return (saved.body as { commit: string }).commit;
  }
  const ask = (commit: string) => request(app).get(`/admin/api/publishing?commit=${commit}`).set('Cookie', session);

  it('says "publishing" while the live site is older than the save, with its checks running, then "published" once the site is built from it or later', async () => {
    const commit = await save();
    standIn.setChecks(commit, [{ kind: 'run', name: 'build', status: 'in_progress' }]);
    const waiting = await ask(commit);
    expect(waiting.status).toBe(200);
    expect(waiting.headers['cache-control']).toBe('no-store');
    expect(waiting.body).toEqual({
      ok: true,
      state: 'publishing',
      live: standIn.initialCommit,
      failedChecks: [],
      problems: [],
      checksRunning: true,
    });
    expect(standIn.compareRequests.at(-1)).toBe(`${commit}...${standIn.initialCommit}`);

    live = { commit, committedAt: null };
    expect((await ask(commit)).body).toMatchObject({ state: 'published', live: commit });

    // A later save was built: the live site holds this one too.
    const later = await save();
    live = { commit: later, committedAt: null };
    expect((await ask(commit)).body).toMatchObject({ state: 'published', live: later });
    expect((await ask(later.toUpperCase())).body).toMatchObject({ state: 'published' });
  });

  it('says "failed", naming each failed check, when the build of the save failed (check runs and commit statuses)', async () => {
    const commit = await save();
    standIn.setChecks(commit, [
      { kind: 'run', name: 'lint', status: 'completed', conclusion: 'success' },
      {
        kind: 'run',
        name: 'build',
        status: 'completed',
        conclusion: 'failure',
        url: 'https://github.com/example-ltd/website/actions/runs/1',
      },
      { kind: 'status', context: 'Render: deploy', state: 'error' },
    ]);
    expect((await ask(commit)).body).toEqual({
      ok: true,
      state: 'failed',
      live: standIn.initialCommit,
      failedChecks: [
        { name: 'build', url: 'https://github.com/example-ltd/website/actions/runs/1' },
        { name: 'Render: deploy', url: null },
      ],
      problems: [],
      checksRunning: false,
    });
  });

  it("passes on a failed check's link only if it is a page of GitHub's own site over https; any other, the check's name alone (issue 43)", async () => {
    const commit = await save();
    const notGitHub = [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)//https://github.com/',
      'http://github.com/example-ltd/website/actions/runs/3',
      'https://github.com.evil.example/example-ltd/website',
      'https://evil.example/github.com/example-ltd/website',
      'https://github.com@evil.example/',
      'https://user:password@github.com/example-ltd/website',
      'data:text/html,<script>alert(1)</script>',
      '//github.com/example-ltd/website',
      'not an address',
    ];
    standIn.setChecks(commit, [
      ...notGitHub.map((url, at) => ({
        kind: 'run' as const,
        name: `run ${at}`,
        status: 'completed' as const,
        conclusion: 'failure' as const,
        url,
      })),
      ...notGitHub.map((url, at) => ({ kind: 'status' as const, context: `status ${at}`, state: 'failure' as const, url })),
      {
        kind: 'run',
        name: 'build',
        status: 'completed',
        conclusion: 'failure',
        url: 'https://github.com/example-ltd/website/actions/runs/4',
      },
      { kind: 'status', context: 'deploy', state: 'error', url: 'https://github.com/example-ltd/website/deployments' },
    ]);
    const answer = await ask(commit);
    expect(answer.body.failedChecks).toEqual([
      ...notGitHub.map((_url, at) => ({ name: `run ${at}`, url: null })),
      { name: 'build', url: 'https://github.com/example-ltd/website/actions/runs/4' },
      ...notGitHub.map((_url, at) => ({ name: `status ${at}`, url: null })),
      { name: 'deploy', url: 'https://github.com/example-ltd/website/deployments' },
    ]);
    expect(answer.text).not.toMatch(/javascript|evil\.example|http:\/\/|data:/i);
  });

  it("says what the site's own check found, page by page, when the build of the save stopped on an accessibility problem (issue 41)", async () => {
    const commit = await save();
    standIn.setChecks(commit, [
      { kind: 'run', name: 'build', status: 'completed', conclusion: 'success' },
      {
        kind: 'run',
        name: 'image',
        status: 'completed',
        conclusion: 'failure',
        url: 'https://github.com/example-ltd/website/actions/runs/2',
        // As GitHub keeps the build's `::error title=…::…` lines, and its own line at the end of a failed job.
        annotations: [
          {
            annotation_level: 'failure',
            title: 'Website check: “Testimonials” (/testimonials)',
            message:
              '- a link with no words a screen reader can say (WCAG 2.4.4 Link Purpose (In Context) (A)), in the light theme\n- a link with no words a screen reader can say (WCAG 2.4.4 Link Purpose (In Context) (A)), in the dark theme',
          },
          { annotation_level: 'warning', title: 'Website check: “About us” (/about)', message: '- not a failure' },
          { annotation_level: 'failure', title: '', message: 'Process completed with exit code 1.' },
        ],
      },
    ]);
    const answer = await ask(commit);
    expect(answer.body).toMatchObject({
      state: 'failed',
      failedChecks: [{ name: 'image', url: 'https://github.com/example-ltd/website/actions/runs/2' }],
      problems: [
        {
          page: '“Testimonials” (/testimonials)',
          problems: [
            'a link with no words a screen reader can say (WCAG 2.4.4 Link Purpose (In Context) (A)), in the light theme',
            'a link with no words a screen reader can say (WCAG 2.4.4 Link Purpose (In Context) (A)), in the dark theme',
          ],
        },
      ],
    });
    // Only the failed run with annotations was asked for them.
    expect(standIn.annotationRequests).toHaveLength(1);
  });

  it('says "unknown" when the live site does not say which version it is', async () => {
    const commit = await save();
    live = null;
    expect((await ask(commit)).body).toMatchObject({ state: 'unknown', live: null });
  });

  it('answers only the signed-in owner, only for a commit sha, and in plain words when GitHub cannot be reached', async () => {
    const commit = await save();
    const anonymous = await request(app).get(`/admin/api/publishing?commit=${commit}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toMatch(/^You are not signed in/);
    const bad = await ask('main');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ ok: false, error: 'That is not a saved change of the site.' });
    standIn.setDown(true);
    const down = await ask(commit);
    standIn.setDown(false);
    expect(down.status).toBe(502);
    expect(down.body).toEqual({
      ok: false,
      error: 'GitHub could not be reached to see whether your change is on the site yet. The screen will ask again.',
    });
    expect(logged.at(-1)).toBe(`Publishing: GitHub compare/${commit}...${standIn.initialCommit} answered 503`);
    for (const token of standIn.issuedTokens()) expect(JSON.stringify([down.body, logged])).not.toContain(token);
  });

  it('on a site served without the GitHub sign-in, there is nothing at the address', async () => {
    expect((await request(createApp()).get(`/admin/api/publishing?commit=${'a'.repeat(40)}`)).status).toBe(404);
  });
});
