/**
 * The owner's path through the editing screen (issue 14): sign in to the local backend, open the
 * testimonials (or the business details), change a quote (the town), publish, and the words are in the
 * YAML file, which still passes the build's validation; a tutorial's Markdown body, tables and all, is
 * saved as written; the other collections open with their files' words, and a change to the training
 * hub keeps its fixed heading and builds. `npm run cms` runs against a temporary copy of src/content/
 * (CMS_REPO_DIR) on ports of its own, so the repository's files are never changed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { buildTimeValues, defaultContentDir } from '../../scripts/content/buildTime';
import { loadPrivacyPolicy } from '../../scripts/content/longPages';
import { loadTutorial } from '../../scripts/content/tutorials';

const port = Number(process.env.CMS_E2E_PORT ?? 4712);
const backendPort = port + 1;
let repoDir: string;
let cms: ChildProcess | undefined;

/**
 * Reads a file Decap has just saved, for expect.poll: Decap writes it in place, so a read can land while it
 * is half written, when it neither parses nor validates. That read counts as "not saved yet" (undefined),
 * and the poll reads again; only a file that stays wrong fails the test.
 */
function whenWritten<T>(read: () => T): () => T | undefined {
  return () => {
    try {
      return read();
    } catch {
      return undefined;
    }
  };
}

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
  const firstTestimonial = whenWritten(() => (parse(readFileSync(file(), 'utf8')) as { testimonials: unknown[] }).testimonials[0]);
  await expect
    .poll(firstTestimonial)
    .toMatchObject({ author: 'A training client', quote: [newWords, expect.stringMatching(/^Having the two weeks/)] });
  // The saved file is still valid content: the build would accept it.
  const built = buildTimeValues.testimonialsPage(path.join(repoDir, 'src', 'content'));
  expect(JSON.stringify(built.testimonials[0]?.quote)).toContain('I now read my rota with my screen reader on my own.');
});

test('the training category pages and the glossary open in the editing screen with their words', async ({ page }) => {
  await page.goto(`http://localhost:${port}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 90_000 });

  await page.getByRole('link', { name: 'Training category pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Training category pages' })).toBeVisible();
  // The ten pages (each titled "... Training"), beside the link to a new one.
  await expect(page.getByRole('main').getByRole('link', { name: / Training$/ })).toHaveCount(10);
  await expect(page.getByRole('link', { name: 'Create entry of type Training category page' })).toBeVisible();
  await page.getByRole('link', { name: 'Tasks & Projects Training' }).click();
  await expect(page.getByRole('textbox', { name: 'Title (the heading, the breadcrumb and the browser tab)' })).toHaveValue(
    'Tasks & Projects Training',
  );

  await page.getByRole('link', { name: /Writing in Training category pages collection/ }).click();
  await page.getByRole('link', { name: 'Glossary' }).click();
  await page.getByRole('link', { name: 'Glossary page' }).click();
  await expect(page.getByText('26 terms (in alphabetical order)')).toBeVisible();
});

test('the owner edits a tutorial in the editing screen and its Markdown, tables and all, is saved as written', async ({ page }) => {
  const contentDir = path.join(repoDir, 'src', 'content');
  const before = loadTutorial(contentDir, 'jaws.md');
  const added = ' Press Esc to close a list without moving.';
  const proTip = whenWritten(() => loadTutorial(contentDir, 'jaws.md').tutorial.proTip);

  await page.goto(`http://localhost:${port}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 90_000 });
  await page.getByRole('link', { name: 'Screen reader tutorials' }).click();
  // One entry per file, each summarised by its place on the hub and its title.
  await expect(page.getByRole('main').getByRole('link', { name: /^\d+\. .+ Tutorial$/ })).toHaveCount(5);
  await page.getByRole('link', { name: '2. JAWS Screen Reader Tutorial' }).click();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('JAWS Screen Reader Tutorial');

  // The body is Markdown text: its last line is empty, the one before it the pro tip.
  const body = page.locator('[contenteditable="true"]').filter({ hasText: '| Command | Action |' });
  await expect(body).toContainText('| Insert+Down Arrow | Say All: read continuously from where you are. |');
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(added);
  await expect(page.getByRole('link', { name: /Unsaved Changes/ })).toBeVisible();
  // The editor takes the typed words in a moment after they show: publish once the preview beside it,
  // drawn from the entry Decap will save, has them too (a CI run once saved the file without them).
  await expect(page.frameLocator('#preview-pane').getByText(added.trim())).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByRole('link', { name: /Changes saved/ })).toBeVisible();

  await expect.poll(proTip).toEqual([`${before.tutorial.proTip.join('')}${added}`]);
  // Everything else compiles as before: the tables, the steps, the route.
  const after = loadTutorial(contentDir, 'jaws.md');
  expect({ ...after.tutorial, proTip: before.tutorial.proTip }).toEqual(before.tutorial);
  expect(after.route).toEqual(before.route);
});

test("the owner changes the privacy policy's date in the Pages collection, and its Markdown body survives the save", async ({ page }) => {
  const contentDir = path.join(repoDir, 'src', 'content');
  const lastUpdated = whenWritten(() => loadPrivacyPolicy(contentDir).lastUpdated);
  await page.goto(`http://localhost:${port}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 90_000 });

  await page.getByRole('link', { name: 'Pages', exact: true }).click();
  await page.getByRole('link', { name: 'Access to Work' }).click();
  await expect(page.getByRole('textbox', { name: /^Amount in pounds/ })).toHaveValue('£69,260');
  await page.getByRole('link', { name: /Writing in Pages collection/ }).click();

  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('textbox', { name: 'Heading' })).toHaveValue('Privacy Policy');
  const date = page.getByRole('textbox', { name: /^Date it was last updated/ });
  await expect(date).toHaveValue('2026-11-21');
  await date.fill('2026-12-01');
  await expect(page.getByRole('link', { name: /Unsaved Changes/ })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByRole('link', { name: /Changes saved/ })).toBeVisible();

  // Decap rewrites the whole file: the build still compiles it, to the same sections as before.
  await expect.poll(lastUpdated).toBe('2026-12-01');
  expect(loadPrivacyPolicy(contentDir).sections).toEqual(loadPrivacyPolicy(defaultContentDir).sections);
});

test('the owner edits the training hub: its fixed heading stays in the file, and a Markdown link in the introduction is built as a link', async ({
  page,
}) => {
  const file = () => path.join(repoDir, 'src', 'content', 'training', 'hub.yaml');
  const newWords =
    'Access to Work can help fund your training: our [guide to Access to Work](/resources/access-to-work) explains how to apply.';

  await page.goto(`http://localhost:${port}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 90_000 });
  await page.getByRole('link', { name: 'Training hub and Software A–Z' }).click();
  await page.getByRole('link', { name: 'Training hub', exact: true }).click();

  // The introduction, the first list, opens collapsed.
  await page.getByRole('button', { name: 'Expand' }).first().click();
  const paragraphs = page.getByRole('textbox', { name: 'Paragraph' });
  await expect(paragraphs.nth(1)).toHaveValue(/^After your training/);
  await paragraphs.nth(1).fill(newWords);
  await expect(page.getByRole('link', { name: /Unsaved Changes/ })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByRole('link', { name: /Changes saved/ })).toBeVisible();

  const saved = () => parse(readFileSync(file(), 'utf8')) as { heading: string; intro: string[]; cards: unknown[] };
  await expect.poll(whenWritten(() => saved().intro[1])).toBe(newWords);
  expect(saved().heading).toBe('Assistive Technology & AI Training');
  expect(saved().cards).toHaveLength(11);
  const built = buildTimeValues.trainingHub(path.join(repoDir, 'src', 'content'));
  expect(built.intro[1]).toEqual([
    'Access to Work can help fund your training: our ',
    { href: '/resources/access-to-work', text: 'guide to Access to Work' },
    ' explains how to apply.',
  ]);
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
  await expect(page.getByRole('link', { name: /Unsaved Changes/ })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByRole('link', { name: /Changes saved/ })).toBeVisible();

  await expect.poll(whenWritten(() => (parse(readFileSync(file(), 'utf8')) as { town: string }).town)).toBe('Malvern');
  // Rewritten by Decap, the file still passes the build's validation: the company number stays a text
  // of eight characters, and the description names the new town through {town}.
  expect(buildTimeValues.business(contentDir)).toMatchObject({
    town: 'Malvern',
    companyNumber: '00000000',
    phone: { e164: '+443330000000' },
  });
  expect(buildTimeValues.businessDescription(contentDir)).toContain('based in Malvern.');

  await page.getByRole('link', { name: /Writing in Business details collection/ }).click();
  await page.getByRole('link', { name: 'Page titles and search descriptions' }).click();
  await page.getByRole('link', { name: "Every page's title and search description" }).click();
  await expect(page.getByText('/contact: Contact Us')).toBeVisible();
});

test('link words that say nothing are refused at the field before anything is saved, in plain words, and the fixed words save', async ({
  page,
}) => {
  const file = () => path.join(repoDir, 'src', 'content', 'why-choose-us.yaml');
  const before = readFileSync(file(), 'utf8');
  await page.goto(`http://localhost:${port}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 90_000 });
  await page.getByRole('link', { name: 'Main pages' }).click();
  await page.getByRole('link', { name: 'Why choose us', exact: true }).click();

  const intro = page.getByRole('textbox', { name: 'Introduction (links allowed)' });
  await expect(intro).toHaveValue(/^Choosing who trains you/);
  await intro.fill('Choosing who trains you is a matter of trust. To ask us anything, [click here](/contact).');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(
    page.getByText(
      'Introduction (links allowed) didn\'t match the pattern: Write link words that say where the link goes, not "click here", "read more" or a web address: screen reader users often hear only a link\'s words.',
    ),
  ).toBeVisible();
  expect(readFileSync(file(), 'utf8')).toBe(before);

  const fixed = 'Choosing who trains you is a matter of trust. To ask us anything, [contact us](/contact).';
  await intro.fill(fixed);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByRole('link', { name: /Changes saved/ })).toBeVisible();
  await expect.poll(whenWritten(() => (parse(readFileSync(file(), 'utf8')) as { intro: string }).intro)).toBe(fixed);
});
