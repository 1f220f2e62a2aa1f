/**
 * `npm run bench:save`: how long the editing screen's page is frozen while a save is checked and
 * written (issue 31), in Chromium with the CPU slowed four times. It starts `npm run cms` on a
 * temporary copy of the content, opens a few files of different sizes, and for each round changes
 * the first text field and presses Save, until the screen says "Saved". Measured in the page: the
 * longest main-thread task (PerformanceObserver, `longtask`: only tasks of 50 ms or more are reported,
 * so 0 means none reached 50 ms), and the longest gap of a heartbeat that runs every few milliseconds
 * on the main thread (what finer than 50 ms the owner would feel as a stall).
 *
 * Beside it, the baseline: one keystroke in the same field (the form answers it, nothing is saved),
 * the least the page does for the owner. Each file's medians are printed with the save's heartbeat
 * gap as a multiple of the keystroke's. Not a test: timings vary with the machine; docs/performance.md
 * records the figures. Issue 31 asks that the page never freezes for more than 50 ms.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, testBrowserPath } from './shared/chromium';
import { rootDir } from './shared/buildPaths';
import { adminPaths } from '../server/admin/wire';

/** A long YAML list, the longest Markdown page, and a short YAML file. */
const files = ['src/content/services.yaml', 'src/content/pages/access-to-work.md', 'src/content/business.yaml'];
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const slowdown = 4;
const port = Number(process.env.BENCH_CMS_PORT ?? 4690);
const saved = 'Saved. The website shows the change once it is built again.';

const repoDir = mkdtempSync(path.join(tmpdir(), 'bench-save-'));
mkdirSync(path.join(repoDir, 'src'));
cpSync(path.join(rootDir, 'src', 'content'), path.join(repoDir, 'src', 'content'), { recursive: true });
const cms = spawn(process.execPath, [path.join(rootDir, 'node_modules/tsx/dist/cli.mjs'), path.join(rootDir, 'scripts/cms.ts')], {
  env: { ...process.env, CMS_PORT: String(port), CMS_REPO_DIR: repoDir },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const origin = `http://localhost:${port}`;

/** Runs in the page before its scripts: records long tasks, and a heartbeat's longest gap. */
const recorder = `(() => {
  const record = { tasks: [], gaps: [], frames: [] };
  window.__benchRecord = record;
  new PerformanceObserver((list) => list.getEntries().forEach((e) => record.tasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => list.getEntries().forEach((e) => record.frames.push({
    start: e.startTime,
    duration: e.duration,
    render: e.duration - (e.renderStart ? e.renderStart - e.startTime : e.duration),
    scripts: e.scripts.map((s) => ({ what: (s.sourceURL.split('/').pop() || s.invokerType) + ' ' + s.invoker, duration: s.duration })),
  }))).observe({ type: 'long-animation-frame', buffered: true });
  let last = performance.now();
  const beat = () => {
    const now = performance.now();
    if (now - last > 8) record.gaps.push({ start: last, duration: now - last });
    last = now;
    setTimeout(beat, 4);
  };
  setTimeout(beat, 4);
})()`;

interface Stall {
  longestTask: number;
  longestGap: number;
  /** The longest animation frame's scripts and rendering, in words: "index-….js onclick 80 ms, render 20 ms". */
  longestFrame: string;
}

/** The longest task and heartbeat gap from `since` until now. */
const stallSince = (page: Page, since: number) =>
  page.evaluate<Stall>(`(() => {
    const record = window.__benchRecord;
    const longest = (entries) => entries.filter((e) => e.start + e.duration >= ${since}).reduce((most, e) => Math.max(most, e.duration), 0);
    const frame = record.frames.filter((e) => e.start + e.duration >= ${since}).sort((a, b) => b.duration - a.duration)[0];
    const longestFrame = frame
      ? Math.round(frame.duration) + ' ms: ' + [...frame.scripts.filter((s) => s.duration >= 5).map((s) => s.what + ' ' + Math.round(s.duration) + ' ms'), 'render ' + Math.round(frame.render) + ' ms'].join(', ')
      : '';
    return { longestTask: longest(record.tasks), longestGap: longest(record.gaps), longestFrame };
  })()`);

const now = (page: Page) => page.evaluate<number>('performance.now()');
const settle = (page: Page) => page.waitForTimeout(300);

async function waitForServer(): Promise<void> {
  for (let tries = 0; tries < 240; tries += 1) {
    const status = await fetch(`${origin}${adminPaths.editorDescription}`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the editing screen did not start');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.addInitScript(recorder);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    console.log(`Saves in the editing screen at ${slowdown}× CPU slowdown, ${rounds} rounds, medians in milliseconds:`);
    console.log(
      `  ${'file'.padEnd(40)} ${'save task'.padStart(9)} ${'save gap'.padStart(9)} ${'key gap'.padStart(8)} ${'gap / key'.padStart(9)} ${'save took'.padStart(9)}`,
    );
    let worst = 0;
    for (const file of files) {
      await page.goto(`${origin}${adminPaths.screen}#/edit/${file}`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const field = page.locator('form').getByRole('textbox').first();
      await field.waitFor();
      const original = await field.inputValue();
      // The first save loads the checks; it is timed with the others, as the owner's first save is.
      const tasks: number[] = [];
      const gaps: number[] = [];
      const keys: number[] = [];
      const took: number[] = [];
      let slowestSave = { longestTask: -1, longestGap: 0, longestFrame: '' };
      const saveButton = page.getByRole('button', { name: /^Save/ });
      for (let round = 0; round < rounds; round += 1) {
        // Each control is found and focused before the measured moment, and the key pressed through the
        // browser's own input (page.keyboard), as the owner presses it: Playwright's locators run their
        // own scripts on the page's thread (a role query reads every element's name), which would be
        // counted as the screen's.
        await field.focus();
        await page.keyboard.press('End');
        await settle(page);
        let since = await now(page);
        await page.keyboard.press('x');
        await settle(page);
        keys.push((await stallSince(page, since)).longestGap);
        await page.keyboard.press('Backspace');
        await field.fill(round % 2 ? original : `${original} again`);
        await saveButton.focus();
        await settle(page);
        since = await now(page);
        await page.keyboard.press('Enter');
        // Waited for in the page by one observer, not by polling it from here.
        await page.evaluate(`new Promise((resolve) => {
          const status = document.getElementById('save-status');
          const done = () => status.textContent === ${JSON.stringify(saved)} && (observer.disconnect(), resolve());
          const observer = new MutationObserver(done);
          observer.observe(status, { childList: true, subtree: true, characterData: true });
          done();
        })`);
        took.push((await now(page)) - since);
        const stall = await stallSince(page, since);
        tasks.push(stall.longestTask);
        if (stall.longestGap > slowestSave.longestGap) slowestSave = stall;
        gaps.push(stall.longestGap);
      }
      const task = median(tasks);
      const gap = median(gaps);
      const key = median(keys);
      worst = Math.max(worst, ...tasks);
      console.log(
        `  ${file.replace('src/content/', '').padEnd(40)} ${task.toFixed(0).padStart(9)} ${gap.toFixed(0).padStart(9)} ${key.toFixed(0).padStart(8)} ${(key > 0 ? gap / key : 0).toFixed(2).padStart(9)} ${median(took).toFixed(0).padStart(9)}`,
      );
      if (slowestSave.longestFrame) {
        console.log(
          `    the save with the longest gap (${slowestSave.longestGap.toFixed(0)} ms): its longest frame ${slowestSave.longestFrame}`,
        );
      }
    }
    console.log(
      `Longest main-thread task in any save: ${worst.toFixed(0)} ms (0: none of 50 ms or more; issue 31 asks for at most 50 ms).`,
    );
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(`The benchmark could not finish: ${(error as Error).message}`);
  process.exitCode = 2;
} finally {
  if (cms.pid && cms.exitCode === null) process.kill(-cms.pid, 'SIGTERM');
  rmSync(repoDir, { recursive: true, force: true });
}
