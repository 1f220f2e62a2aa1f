import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AdminSessions } from '../../../server/admin/sessions';
import { createApp, type SiteApp } from '../../../server/app';
import { annotationOf, type OwnerProblem } from '../../../server/admin/ownerProblems';
import { generateContent } from '../../../scripts/generate-content.ts';
import { startGitHubStandIn } from '../../server/githubStandIn';

type GitHubStandIn = Awaited<ReturnType<typeof startGitHubStandIn>>;

/**
 * A stand-in for a host that builds the site on every push (docs/decisions/054), for the publishing
 * loop's end-to-end test: it watches the GitHub stand-in's branch, "builds" each new commit, reports
 * the build as the commit's check ("build", as the CI workflow's job is named), and on success
 * deploys it: a new server from a site stamped with the commit (dist/version.json), as a real deploy
 * restarts the server. A failed build deploys nothing: the last good site goes on serving.
 *
 * The build is simulated, to keep the test short: the commit's content files are compiled and
 * validated as the build's first step does (scripts/generate-content.ts), on a copy; the pages are
 * those of the project's own build (dist/, `npm run build` first) under the new stamp.
 * `failNextBuild` makes the next build fail, as a failing check in CI would; given the problems the
 * site's accessibility check found, the failed check carries them as the production build writes
 * them (annotations: docs/decisions/069).
 *
 * Each deploy is a new server on the same sign-in store (ADMIN_DATA_DIR, ADMIN_SESSION_KEY), as the
 * container's on its disk (docs/decisions/071): the old store is closed and a new one opened. `restart`
 * starts the live version again, with a new key or its data lost if asked; `moveClock` moves the
 * servers' clock on (beside the page's, page.clock), for the sign-in's unused time and its 8 hours.
 */
export async function startHostStandIn(options: {
  port: number;
  github: GitHubStandIn;
  settings: { clientId: string; clientSecret: string; repo: string; branch: string };
}) {
  const siteUrl = `http://localhost:${options.port}`;
  const work = mkdtempSync(path.join(tmpdir(), 'host-stand-in-'));
  let deploys = 0;
  let current: SiteApp;
  let live = options.github.initialCommit;
  const adminDataDir = path.join(work, 'admin');
  let sessionKey = randomBytes(32);
  let sessions: AdminSessions | undefined;
  const openedStores: AdminSessions[] = [];
  let clockOffset = 0;
  const now = () => Date.now() + clockOffset;
  let failNext: false | { problems: OwnerProblem[] } = false;
  const builds: { commit: string; ok: boolean }[] = [];

  function deploy(commit: string) {
    live = commit;
    const distDir = path.join(work, `dist-${++deploys}`);
    // Linked, not copied (fast); the stamp is a new file, never written through a link.
    execFileSync('cp', ['-al', path.resolve('dist'), distDir]);
    rmSync(path.join(distDir, 'version.json'), { force: true });
    writeFileSync(path.join(distDir, 'version.json'), JSON.stringify({ commit, committedAt: new Date().toISOString() }));
    // The new server opens the sign-in store on the same disk with the same key. The old one is no longer
    // sent requests, but finishes those under way with its own store open, as a stopping server does.
    sessions = new AdminSessions({ dataDir: adminDataDir, key: sessionKey, now, log: () => {} });
    openedStores.push(sessions);
    current = createApp({
      distDir,
      adminSignIn: { github: options.settings, siteUrl, endpoints: options.github.endpoints, log: () => {}, sessions },
      logHealth: () => {},
    });
  }

  function build(commit: string): boolean {
    if (failNext) return false;
    const contentDir = path.join(work, `content-${commit}`);
    mkdirSync(contentDir, { recursive: true });
    cpSync(path.resolve('src/content'), contentDir, { recursive: true });
    for (const file of options.github.files.all()) {
      const target = path.join(work, `content-${commit}`, path.relative('src/content', file.path));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, file.text);
    }
    try {
      generateContent(contentDir);
      return true;
    } catch {
      return false;
    } finally {
      rmSync(contentDir, { recursive: true, force: true });
    }
  }

  deploy(options.github.initialCommit);
  let seen = options.github.commits.length;
  let building = false;
  const watcher = setInterval(() => {
    if (building || options.github.commits.length === seen) return;
    building = true;
    const commit = options.github.commits[options.github.commits.length - 1]!.sha;
    seen = options.github.commits.length;
    options.github.setChecks(commit, [{ kind: 'run', name: 'build', status: 'in_progress' }]);
    // A moment later, as a build takes time: the screen hears "Publishing…" first.
    setTimeout(() => {
      const ok = build(commit);
      const annotations = (failNext ? failNext.problems : []).map((problem) => ({
        annotation_level: 'failure' as const,
        ...annotationOf(problem),
      }));
      failNext = false;
      builds.push({ commit, ok });
      options.github.setChecks(commit, [
        { kind: 'run', name: 'build', status: 'completed', conclusion: ok ? 'success' : 'failure', annotations },
      ]);
      if (ok) deploy(commit);
      building = false;
    }, 1_000);
  }, 200);

  const server: Server = await new Promise((resolve) => {
    const listening = createApp({ distDir: path.resolve('dist') })
      .createServer()
      .listen(options.port, '127.0.0.1', () => resolve(listening));
  });
  // Every request to whichever server is deployed now.
  server.removeAllListeners('request');
  server.on('request', (req, res) => current(req, res));

  return {
    url: (address = '/') => `${siteUrl}${address}`,
    builds,
    failNextBuild(problems: OwnerProblem[] = []) {
      failNext = { problems };
    },
    /** The live version started again: the same sign-in store, or with a new key, or with its data lost. */
    restart({ newKey = false, dataLost = false } = {}) {
      if (newKey) sessionKey = randomBytes(32);
      if (dataLost) rmSync(adminDataDir, { recursive: true, force: true });
      deploy(live);
    },
    /** Moves the servers' clock on by `ms`. */
    moveClock(ms: number) {
      clockOffset += ms;
    },
    stop: async () => {
      clearInterval(watcher);
      for (const store of openedStores) store.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(work, { recursive: true, force: true });
    },
  };
}
