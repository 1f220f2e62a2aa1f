/**
 * The publishing loop end to end (issue 31, docs/decisions/054), with stand-ins: the owner saves on
 * the live site, the save is a commit to the GitHub stand-in, the host stand-in builds it, reports
 * the build as the commit's check and deploys it, and the editing screen says "Saved. Publishing…",
 * then "Published: your change is on the site.", which /healthz confirms. A build that fails leaves
 * the last good site serving, and the owner is told what happened and what to do. Needs the build
 * (`npm run build`): the host serves its dist/ under each new version stamp.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, openScreen } from './support/editingScreen';
import { startLiveSite } from './support/liveSite';

const port = Number(process.env.CMS_E2E_PORT ?? 4712) + 5;
let site: Awaited<ReturnType<typeof startLiveSite>>;
let github: Awaited<ReturnType<typeof startLiveSite>>['github'];
let host: Awaited<ReturnType<typeof startLiveSite>>['host'];

test.beforeAll(async () => {
  site = await startLiveSite(port);
  ({ github, host } = site);
});
test.afterAll(() => site?.stop());

const status = (page: Page) => page.locator('#save-status');
const liveCommit = async () => ((await (await fetch(host.url('/healthz'))).json()) as { version: { commit: string } }).version.commit;

async function signInAndChangeAQuote(page: Page, words: string) {
  await page.goto(host.url('/admin/auth/github'));
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await openScreen(page, host.url('/admin/#/edit/src/content/testimonials.yaml'));
  await page.getByRole('textbox', { name: 'Paragraph 1 of 2, quote, testimonial 1 of 3' }).fill(words);
  await page.getByRole('button', { name: 'Save changes' }).click();
  // The save's own checks run in the page first, slow on a loaded machine (issue 31, point 5).
  await expect(status(page)).toHaveText('Saved. Publishing…', { timeout: 60_000 });
}

test('a save on the live site is built and published, and the owner hears each step; a failed build leaves the last good site and says what to do', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const first = 'The sessions fitted round my shifts, and I now read my rota with my screen reader on my own.';
  await signInAndChangeAQuote(page, first);
  const saved = github.commits.at(-1)!;
  expect(saved).toMatchObject({ path: 'src/content/testimonials.yaml', author: 'site-owner', branch: 'main' });

  // The host builds the commit and deploys it (a restart, which ends the sign-in: /healthz still tells).
  await expect(status(page)).toHaveText('Published: your change is on the site.', { timeout: 30_000 });
  await expect(page.getByRole('banner')).toContainText('Your last save: Published: your change is on the site.');
  expect(await liveCommit()).toBe(saved.sha);
  expect(await (await fetch(host.url('/'))).status).toBe(200);
  // The new state, on the status and at the top of the screen, in both themes.
  expect(await axeViolations(page)).toEqual([]);

  // The next build fails: the site built from the first save goes on serving.
  host.failNextBuild();
  await signInAndChangeAQuote(page, `${first} Thank you.`);
  const failed = github.commits.at(-1)!;
  expect(failed.sha).not.toBe(saved.sha);
  await expect(status(page)).toHaveText(
    'Saved, but not published: the website’s build of your change failed (the check “build”), so the site still shows the version before it. Your change is kept. Ask whoever looks after the website to look at the failed check on GitHub; once it is fixed, the site is built again.',
    { timeout: 30_000 },
  );
  expect(await axeViolations(page)).toEqual([]);
  expect(host.builds).toEqual([
    { commit: saved.sha, ok: true },
    { commit: failed.sha, ok: false },
  ]);
  expect(await liveCommit()).toBe(saved.sha);
  expect(await (await fetch(host.url('/'))).status).toBe(200);

  // The next save's build sweeps itself and finds a problem (issue 41): the owner is told which page
  // and what, in the build's words, sees the list at the top of the screen and hears the pages named.
  host.failNextBuild([
    {
      page: '“Testimonials” (/testimonials)',
      problems: ['a link with no words a screen reader can say (WCAG 2.4.4 Link Purpose (In Context) (A)), in the light theme'],
    },
  ]);
  await signInAndChangeAQuote(page, `${first} Thank you very much.`);
  await expect(status(page)).toHaveText(
    'Saved, but not published: the website’s accessibility check of your change found a problem on a page, listed below, so the site still shows the version before it. Your change is kept. If a page named there is one you changed, correct it (or undo your change) and save again: the site is checked and published again. If you cannot tell what is wrong, ask whoever looks after the website to look at the failed check on GitHub (the check “build”).',
    { timeout: 30_000 },
  );
  const found = page.getByRole('banner').getByRole('listitem').filter({ hasText: '“Testimonials” (/testimonials):' });
  await expect(found.getByRole('listitem')).toHaveText([
    'a link with no words a screen reader can say (WCAG 2.4.4 Link Purpose (In Context) (A)), in the light theme',
  ]);
  await expect(page.getByRole('status')).toContainText('Pages with problems: “Testimonials” (/testimonials).');
  expect(await axeViolations(page)).toEqual([]);
  expect(await liveCommit()).toBe(saved.sha);
});
