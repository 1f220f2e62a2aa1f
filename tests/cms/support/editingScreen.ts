import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * `npm run cms` for the editing screen's tests: started on a temporary copy of src/content/
 * (CMS_REPO_DIR) on a port of its own, so the repository's files are never changed.
 */
export interface EditingScreen {
  /** The copy's src/content folder. */
  contentDir: string;
  url: (hash?: string) => string;
  stop: () => Promise<void>;
}

async function answers(url: string): Promise<number> {
  return fetch(url).then(
    (response) => response.status,
    () => 0,
  );
}

export async function startEditingScreen(port: number): Promise<EditingScreen> {
  const repoDir = mkdtempSync(path.join(tmpdir(), 'cms-e2e-'));
  mkdirSync(path.join(repoDir, 'src'));
  cpSync('src/content', path.join(repoDir, 'src', 'content'), { recursive: true });
  // Its own process group, so stopping it stops tsx and scripts/cms.ts together.
  const cms: ChildProcess = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/cms.ts'], {
    env: { ...process.env, CMS_PORT: String(port), CMS_REPO_DIR: repoDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  await expect.poll(() => answers(`http://127.0.0.1:${port}/admin/editor.json`), { timeout: 60_000 }).toBe(200);
  return {
    contentDir: path.join(repoDir, 'src', 'content'),
    url: (hash = '') => `http://localhost:${port}/admin/${hash}`,
    stop: async () => {
      if (cms.pid && cms.exitCode === null) {
        const exited = new Promise((resolve) => cms.once('exit', resolve));
        process.kill(-cms.pid, 'SIGTERM');
        await exited;
      }
      rmSync(repoDir, { recursive: true, force: true });
    },
  };
}

/** The screen's one h1: where focus lands when a screen opens. */
export const screenHeading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The status line every save reports in. */
export const saveStatus = (page: Page) => page.locator('#save-status');
/** What the status line says once a save is done. */
export const savedMessage = 'Saved. The website shows the change once it is built again.';

/** Opens a screen and waits until it is ready to use. */
export async function openScreen(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** What axe finds on the screen as it is now, in the light and the dark theme (the screen follows the device). */
export async function axeViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
    found.push(
      ...violations.map((violation) => `${colorScheme}: ${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    );
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}
