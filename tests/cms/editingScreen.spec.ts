/**
 * The owner's path through the editing screen (issue 14): sign in to the local backend, open the
 * testimonials (or the business details), change a quote (the town), publish, and the words are in the
 * YAML file, which still passes the build's validation; the other collections open with their files' words. `npm run cms` runs against
 * a temporary copy of src/content/ (CMS_REPO_DIR) on ports of its own, so the repository's files are
 * never changed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { buildTimeValues } from '../../src/content/pipeline/buildTime';

const port = Number(process.env.CMS_E2E_PORT ?? 4712);
const backendPort = port + 1;
let repoDir: string;
let cms: ChildProcess | undefined;

async function answers(url: string, init?: RequestInit): Promise<number> {
  return fetch(url, init).then(
    (response) => response.status,
    () => 0,
  );
}

test.beforeAll(async () => {
  repoDir = mkdtempSync(path.join(tmpdir(), 'cms-e2e-'));
  mkdirSync(path.join(repoDir, 'src'));
  cpSync('src/content', path.join(repoDir, 'src', 'content'), { recursive: true });
  // Its own process group, so stopping it stops tsx, scripts/cms.ts and decap-server together.
  cms = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/cms.ts'], {
    env: { ...process.env, CMS_PORT: String(port), CMS_BACKEND_PORT: String(backendPort), CMS_REPO_DIR: repoDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const info = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'info' }) };
  await expect.poll(() => answers(`http://127.0.0.1:${port}/admin/`), { timeout: 30_000 }).toBe(200);
  await expect.poll(() => answers(`http://127.0.0.1:${backendPort}/api/v1`, info), { timeout: 30_000 }).toBe(200);
});

test.afterAll(async () => {
  if (cms?.pid && cms.exitCode === null) {
    const exited = new Promise((resolve) => cms?.once('exit', resolve));
    process.kill(-cms.pid, 'SIGTERM');
    await exited;
  }
  if (repoDir) rmSync(repoDir, { recursive: true, force: true });
});

test('the owner edits a testimonial in the editing screen and the change is saved in testimonials.yaml', async ({ page }) => {
  const file = () => path.join(repoDir, 'src', 'content', 'testimonials.yaml');
  const newWords = 'The sessions fitted round my shifts, and I now read my rota with my screen reader on my own.';
  expect(readFileSync(file(), 'utf8')).not.toContain('I now read my rota');

  await page.goto(`http://localhost:${port}/admin/`);
  // Decap's bundle is about 6 MB: give a slow machine time to load it.
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 90_000 });
  await page.getByRole('link', { name: 'Testimonials' }).click();
  await page.getByRole('link', { name: 'Client feedback page' }).click();

  await expect(page.getByRole('textbox', { name: 'Heading' }).first()).toHaveValue('Client Feedback');
  // The testimonials list, then the first testimonial's quote, open collapsed.
  await page.getByRole('button', { name: 'Expand' }).click();
  await expect(page.getByRole('textbox', { name: 'Who said it (by role, no names)' }).first()).toHaveValue('A training client');
  await page.getByRole('button', { name: 'Expand' }).first().click();
  const firstParagraph = page.getByRole('textbox', { name: 'Paragraph' }).first();
  await expect(firstParagraph).toHaveValue(/^I had used a screen reader for years/);
  await firstParagraph.fill(newWords);
  await expect(page.getByRole('link', { name: /Unsaved Changes/ })).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByRole('link', { name: /Changes saved/ })).toBeVisible();

  // Decap rewrites the whole file (long lines folded, comments dropped): read it as YAML.
  const firstTestimonial = () => (parse(readFileSync(file(), 'utf8')) as { testimonials: unknown[] }).testimonials[0];
  await expect.poll(firstTestimonial).toMatchObject({ author: 'A training client', quote: [newWords, expect.stringMatching(/^Having the two weeks/)] });
  // The saved file is still valid content: the build would accept it.
  const built = buildTimeValues.testimonialsPage(path.join(repoDir, 'src', 'content'));
  expect(JSON.stringify(built.testimonials[0]?.quote)).toContain('I now read my rota with my screen reader on my own.');
});

test('the training category pages and the glossary open in the editing screen with their words', async ({ page }) => {
  await page.goto(`http://localhost:${port}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 90_000 });

  await page.getByRole('link', { name: 'Training category pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Training category pages' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(10);
  await page.getByRole('link', { name: 'Tasks & Projects Training' }).click();
  await expect(page.getByRole('textbox', { name: 'Heading' })).toHaveValue('Tasks & Projects Training');

  await page.getByRole('link', { name: /Writing in Training category pages collection/ }).click();
  await page.getByRole('link', { name: 'Glossary' }).click();
  await page.getByRole('link', { name: 'Glossary page' }).click();
  await expect(page.getByText('26 terms (in alphabetical order)')).toBeVisible();
});

test('the owner changes the town in the business details, and the saved file is still valid content', async ({ page }) => {
  const contentDir = path.join(repoDir, 'src', 'content');
  const file = () => path.join(contentDir, 'business.yaml');
  await page.goto(`http://localhost:${port}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 90_000 });
  await page.getByRole('link', { name: 'Business details' }).click();
  await page.getByRole('link', { name: 'Company details' }).click();

  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Example Assistive Technology Ltd');
  const town = page.getByRole('textbox', { name: 'Town', exact: true });
  await expect(town).toHaveValue('Worcester');
  await town.fill('Malvern');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByRole('link', { name: /Changes saved/ })).toBeVisible();

  await expect.poll(() => (parse(readFileSync(file(), 'utf8')) as { town: string }).town).toBe('Malvern');
  // Rewritten by Decap, the file still passes the build's validation: the company number stays a text
  // of eight characters, and the description names the new town through {town}.
  expect(buildTimeValues.business(contentDir)).toMatchObject({ town: 'Malvern', companyNumber: '00000000', phone: { e164: '+443330000000' } });
  expect(buildTimeValues.businessDescription(contentDir)).toContain('based in Malvern.');

  await page.getByRole('link', { name: /Writing in Business details collection/ }).click();
  await page.getByRole('link', { name: 'Page titles and search descriptions' }).click();
  await page.getByRole('link', { name: "Every page's title and search description" }).click();
  await expect(page.getByText('/contact: Contact Us')).toBeVisible();
});
