import type { Locator, Page } from '@playwright/test';
import { conformanceReportPath, loadConformanceReport, loadStatementEvidence } from '../../content-model/compiler/accessibilityEvidence.ts';
import { defaultContentFolder } from '../../content-model/disk';
import { distDir } from '../../scripts/shared/buildPaths';
import { builtSiteIn } from '../../scripts/shared/siteFingerprint';
import { inlineText } from '../../content-model/text/inline.ts';
import { formatLongDate } from '../../content-model/text/longDate.ts';
import { routeTable } from '../../src/routes/routeTable';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * Issue 19: the accessibility statement shows its evidence, and links to a conformance report with a
 * status and evidence for every WCAG 2.2 A and AA criterion. What the pages must say is read from the
 * same records the build read (src/content/accessibility/), compared with the same built site (its
 * dist/site-fingerprint.json, issue 30), so the test follows a new sweep record.
 */

const site = builtSiteIn(distDir, routeTable) ?? undefined;
const evidence = loadStatementEvidence(defaultContentFolder, site);
const report = loadConformanceReport(defaultContentFolder, site);
const rows = report.principles.flatMap((principle) => principle.rows);

test.beforeEach(async ({ withConsentStored }) => withConsentStored('declined'));

/** The part of the page from an h2 or h3 to the next heading of the same or a higher level. */
function sectionOf(page: Page, level: 2 | 3, name: string): Locator {
  return page.getByRole('heading', { level, name, exact: true }).locator('xpath=ancestor::section[1]');
}

async function expectStatementEvidence(page: Page) {
  // SPEC's nine sections are all there, in order.
  expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
    'Our Commitment',
    'Compliance Status',
    'Accessibility Measures',
    'Features',
    'Compatible Technologies',
    'Feedback and Contact',
    'Known Limitations',
    'Technical Specifications',
    'Assessment Approach',
  ]);

  const compliance = sectionOf(page, 2, 'Compliance Status');
  await expect(compliance.getByRole('link', { name: 'WCAG 2.2 conformance report' })).toHaveAttribute('href', conformanceReportPath);
  for (const status of evidence.statuses) {
    await expect(compliance.getByRole('listitem').filter({ hasText: new RegExp(`^${status.label}: ${status.count} criteri`) })).toHaveCount(
      1,
    );
  }

  const known = sectionOf(page, 3, 'Known issues against WCAG 2.2');
  if (evidence.knownIssues.length === 0) {
    await expect(known).toContainText('Our list of known issues is empty');
  } else {
    for (const issue of evidence.knownIssues) await expect(known.getByText(issue.summary)).toBeVisible();
  }

  const sweep = sectionOf(page, 3, 'The last full sweep');
  if (evidence.sweep) {
    const { date, pages, states, checks, tools, issues } = evidence.sweep;
    await expect(sweep).toContainText(`On ${formatLongDate(date)}, our accessibility sweep checked ${pages} pages`);
    await expect(sweep).toContainText(`${states} interactive states`);
    await expect(sweep).toContainText(`${checks} checks in all`);
    for (const tool of tools) await expect(sweep).toContainText(`${tool.name} ${tool.version}`);
    await expect(sweep).toContainText(issues === 0 ? 'Result: no issues found' : `Result: ${issues} issue`);
    // Whether it covers the site as built, and, where it does not, what it did not cover (issue 30).
    const { coverage, gaps } = evidence.sweep;
    await expect(sweep).toContainText(
      coverage.verdict === 'covered'
        ? 'Coverage: the sweep covered the site as it is now.'
        : coverage.verdict === 'unknown'
          ? 'Coverage: we cannot show that the sweep covers the site as it is now.'
          : 'Coverage: the sweep did not cover the site as it is now.',
    );
    for (const gap of gaps) await expect(sweep.getByRole('listitem').filter({ hasText: inlineText(gap) })).toHaveCount(1);
    const journeys = sectionOf(page, 3, 'What a screen reader says');
    for (const journey of evidence.sweep.journeys) {
      await expect(
        journeys.getByRole('listitem').filter({ hasText: `${journey.name}: ${journey.passed ? 'passed' : 'failed'}` }),
      ).toHaveCount(1);
    }
  } else {
    await expect(sweep).toContainText('No full sweep has been recorded yet.');
  }

  const byHand = sectionOf(page, 3, 'Checks by hand');
  if (evidence.manualChecks.length === 0) await expect(byHand).toContainText('No check by hand has been recorded yet.');
  else await expect(byHand).toContainText(`Last done on ${formatLongDate(evidence.manualChecks[0]!.date)}.`);

  // The response times SPEC gives stay.
  await expect(sectionOf(page, 2, 'Feedback and Contact')).toContainText(
    'We aim to respond to accessibility feedback within 5 business days and to propose a solution within 10 business days.',
  );
}

async function expectReport(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'WCAG 2.2 Conformance Report' })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Accessibility Statement' })).toHaveAttribute('href', '/accessibility-statement');
  await expect(breadcrumb.getByText('WCAG 2.2 Conformance Report')).toHaveAttribute('aria-current', 'page');

  const main = page.getByRole('main');
  expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
    'Summary',
    'What each status means',
    'Principle 1: Perceivable',
    'Principle 2: Operable',
    'Principle 3: Understandable',
    'Principle 4: Robust',
  ]);
  // One heading per criterion, 55 in all, each with its level and status.
  expect(await main.getByRole('heading', { level: 3 }).allTextContents()).toEqual(rows.map((row) => `${row.number} ${row.name}`));
  for (const row of rows) {
    const criterion = sectionOf(page, 3, `${row.number} ${row.name}`);
    await expect(criterion.getByRole('definition').first()).toHaveText(row.level);
    await expect(criterion.getByRole('term').nth(1)).toHaveText('Status');
    await expect(criterion.getByRole('definition').nth(1)).toHaveText(row.statusLabel);
  }
  // Each criterion the sweep would settle, but for what it did not cover of the site, says so (issue 30).
  const heldBack = rows.filter((row) => row.heldBack);
  await expect(main.getByRole('term').filter({ hasText: 'Why it is not yet verified' })).toHaveCount(heldBack.length);
  if (heldBack[0]) {
    const first = sectionOf(page, 3, `${heldBack[0].number} ${heldBack[0].name}`);
    await expect(first).toContainText('our last full sweep did not check the site as it is now');
  }
  await expect(main).not.toContainText('4.1.1 Parsing (');
  await expect(main).toContainText('4.1.1 Parsing has no row: WCAG 2.2 removed it');
}

test("the statement shows the last sweep, the journeys, the checks by hand, the known issues and the report's totals, as the records say", async ({
  page,
}) => {
  await page.goto('/accessibility-statement');
  await waitForHydration(page);
  await expectStatementEvidence(page);
});

test('the statement and the report say the same with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/accessibility-statement');
  await expectStatementEvidence(page);
  await page.goto(conformanceReportPath);
  await expectReport(page);
  await context.close();
});

test('the report gives every WCAG 2.2 A and AA criterion its level, status and evidence', async ({ page }) => {
  await page.goto(conformanceReportPath);
  await waitForHydration(page);
  await expectReport(page);

  // A criterion settled by tests names them, with their files.
  const bypass = sectionOf(page, 3, '2.4.1 Bypass Blocks');
  await expect(
    bypass.getByRole('listitem').filter({
      hasText:
        '“skip link › is the first thing Tab reaches, is visible when focused, and moves focus to the main content” (tests/e2e/shell.spec.ts)',
    }),
  ).toHaveCount(1);
  // One that needs a person says what, and whether a check is recorded.
  const nonText = sectionOf(page, 3, '1.1.1 Non-text Content');
  const checked = rows.find((row) => row.number === '1.1.1')!.checkedByHand;
  await expect(nonText).toContainText("Needed, to check that each image's text alternative says what the image shows or does");
  await expect(nonText).toContainText(checked.length ? `Checked on ${formatLongDate(checked[0]!)}` : 'No check by hand is recorded yet.');
  // One that does not apply says why.
  await expect(sectionOf(page, 3, '1.2.4 Captions (Live)')).toContainText('Why it does not applyThe site has no live audio or video.');
  // The rules of the last sweep, when one is recorded.
  const language = sectionOf(page, 3, '3.1.1 Language of Page');
  await expect(language).toContainText(report.sweepDate ? 'axe-core: html-has-lang' : 'None: no sweep is recorded yet.');
});

test('the report is reached from the statement without a page load, and leads back to it', async ({ page }) => {
  await page.goto('/accessibility-statement');
  await waitForHydration(page);
  // A page load would lose this.
  await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  await page.getByRole('main').getByRole('link', { name: 'WCAG 2.2 conformance report' }).click();
  await expect(page).toHaveURL(conformanceReportPath);
  // The criteria are the prerendered page's own, fetched: nothing of them is in the page's scripts.
  await expectReport(page);

  await page.getByRole('link', { name: 'Back to the accessibility statement' }).click();
  await expect(page).toHaveURL('/accessibility-statement');
  await expectStatementEvidence(page);
  expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true);
});
