import { trainingCategories } from '../../src/content/generated/trainingCategories';
import { trainingHub } from '../../src/content/generated/trainingHub';
import { softwareAz } from '../../src/content/generated/softwareAz';
import { isRoutePath } from '../../src/routes/routeTable';
import { expectExclusiveAccordion } from './support/accordion';
import { expect, test, waitForHydration } from './support/fixtures';

test.beforeEach(async ({ withConsentStored }) => withConsentStored('declined'));

/** SPEC §2 "Tools covered per page" ({host} is monday.com); a category added since shows the tools its file names. */
const toolsCovered: Record<string, string[]> = {
  'ai-copilots': ['Microsoft Copilot', 'ChatGPT', 'Power Automate'],
  'low-vision': ['SuperNova', 'ZoomText', 'Fusion', 'Windows Magnifier'],
  'mind-mapping': ['MindView', 'MindManager', 'MindGenius'],
  'note-taking': ['Glean', 'OneNote', 'Notion'],
  productivity: ['Microsoft 365', 'monday.com', 'reMarkable'],
  'reading-writing': ['Read&Write', 'ClaroRead', 'Glean'],
  'screen-readers': ['JAWS', 'NVDA', 'SuperNova', 'VoiceOver'],
  'speech-recognition': ['Dragon', 'Microsoft Dictation', 'Apple Voice Control'],
  'text-prediction': ['Global AutoCorrect', 'Lightkey', 'Grammarly'],
  tasks: ['Global Tasks', 'Microsoft To Do/Planner', 'monday.com'],
};

/** SPEC §2's eleven cards of the training hub, in its order; a category added since has its card before Software A–Z. */
const specCards = [
  'Speech Recognition',
  'Screen Readers',
  'Low Vision & Magnification',
  'Reading & Writing',
  'Mind Mapping',
  'Note-Taking',
  'Productivity',
  'Text Prediction & Autocorrect',
  'AI Copilots & Automation',
  'Tasks & Projects',
  'Software A–Z',
];

test('the hub shows the eleven categories, each with an Explore link that says which', async ({ page }) => {
  await page.goto('/training');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Assistive Technology & AI Training' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Training categories' }).getByRole('listitem');
  // SPEC's eleven, and one more for each category file added since (counts.test.ts: one per file).
  expect(trainingHub.cards.length).toBeGreaterThanOrEqual(specCards.length);
  await expect(cards).toHaveCount(trainingHub.cards.length);
  const headings = await cards.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.filter((heading) => specCards.includes(heading))).toEqual(specCards);
  expect(headings).toEqual(trainingHub.cards.map((card) => card.heading));
  expect(headings.at(-1)).toBe('Software A–Z');
  const explore = cards.getByRole('link', { name: /^Explore / });
  await expect(explore).toHaveCount(trainingHub.cards.length);
  const names = await explore.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
  expect(new Set(names).size).toBe(trainingHub.cards.length);
  for (const card of trainingHub.cards)
    await expect(page.getByRole('link', { name: card.accessibleName })).toHaveAttribute('href', card.to);
  await expect(page.getByRole('link', { name: 'Book a free chat' })).toHaveAttribute('href', '/contact');
});

for (const category of trainingCategories) {
  test(`/training/${category.slug} has its breadcrumb, learning card, tools, FAQ and way back`, async ({ page }) => {
    await page.goto(`/training/${category.slug}`);
    await waitForHydration(page);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Training' })).toHaveAttribute('href', '/training');
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(category.route.name);
    await expect(page.getByRole('heading', { level: 1, name: category.route.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: "What you'll learn" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a free chat' })).toHaveAttribute('href', '/contact');

    const tools = page.getByRole('heading', { level: 2, name: 'Tools covered' }).locator('xpath=following-sibling::ul[1]');
    expect(await tools.getByRole('heading', { level: 3 }).allTextContents()).toEqual(
      toolsCovered[category.slug] ?? category.page.tools.map((tool) => tool.name),
    );
    for (const link of await tools.getByRole('link').all()) {
      expect(isRoutePath((await link.getAttribute('href'))!)).toBe(true);
      expect(await link.textContent()).toMatch(/(tutorial|quick guide)$/);
    }
    await expect(page.locator('details')).toHaveCount(category.page.faqs.length);
    expect(category.page.faqs.length).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('link', { name: 'Back to categories' })).toHaveAttribute('href', '/training');
    await expect(page.getByRole('heading', { level: 2, name: 'Modules' })).toHaveCount(category.slug === 'screen-readers' ? 1 : 0);
  });
}

test('Screen Readers has the four modules of SPEC', async ({ page }) => {
  await page.goto('/training/screen-readers');
  const modules = page.getByRole('heading', { level: 2, name: 'Modules' }).locator('xpath=following-sibling::ol[1]');
  expect(await modules.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
    'Core shortcuts and reading modes',
    'Web browsing',
    'Docs, email and calendars',
    'JAWS/NVDA/SuperNova specifics',
  ]);
});

test('the FAQ is an accordion: one open at a time, collapsible, keyboard operable, state exposed', async ({ page }) => {
  await page.goto('/training/speech-recognition');
  await waitForHydration(page);
  await expectExclusiveAccordion(page, page.locator('details'));
});

test('Software A–Z is a category page: breadcrumb, the learn card with its button, and the way back; no FAQ', async ({ page }) => {
  await page.goto('/training/software-a-z');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Training' })).toHaveAttribute('href', '/training');
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('Software A–Z');
  const card = page.getByRole('heading', { level: 2, name: "What you'll learn" }).locator('xpath=..');
  await expect(card.getByRole('listitem')).toHaveCount(softwareAz.learn.length);
  await expect(card.getByRole('link', { name: 'Book a free chat' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Back to categories' })).toHaveAttribute('href', '/training');
  await expect(page.getByRole('heading', { name: /frequently asked/i })).toHaveCount(0);
});

test('Software A–Z lists every tool of the content in alphabetical order, each linking to the page that covers it', async ({ page }) => {
  await page.goto('/training/software-a-z');
  await waitForHydration(page);
  const links = page.getByRole('main').locator('section').getByRole('listitem').getByRole('link');
  const names = await links.allTextContents();
  // The file's tools, however many the owner keeps (SPEC's 33 at launch; decision 046).
  expect([...names].sort()).toEqual(softwareAz.tools.map((tool) => tool.name).sort());
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' })));
  for (const tool of softwareAz.tools) {
    expect(isRoutePath(tool.link)).toBe(true);
    await expect(links.filter({ hasText: new RegExp(`^${tool.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })).toHaveAttribute(
      'href',
      tool.link,
    );
  }
  await expect(page.getByRole('link', { name: "If your tool isn't listed, ask" })).toHaveAttribute('href', '/contact');
  await expect(page.locator('details')).toHaveCount(0);
});
