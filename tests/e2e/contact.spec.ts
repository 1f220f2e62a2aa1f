import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { MessageStore } from '../../server/contact/messageStore';
import { site } from '../../src/config/site';
import sharp from 'sharp';
import { contactHints, contactMessages as m } from '../../src/lib/contactMessage';
import { documentTitle, findRoute } from '../../src/routes/routeTable';
import { e2eContactDataDir } from '../../playwright.config';
import { expect, test, waitForHydration } from './support/fixtures';
import { runClock, settled } from './support/pageTime';

const title = documentTitle(findRoute('/contact')!);
const form = (page: Page) => page.locator('form.contact-form');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: false }).and(page.locator('input, textarea'));
/** The notice (SPEC's toast): a region named "Notification: {title}", there only while it shows. */
const notices = (page: Page) => page.getByRole('region', { name: /^Notification: / });
/** The outcome beside the form, which takes focus: a region named by its title. */
/** The outcome, by the title its name starts with ("Message Sent!", "Error:"): its sentence follows in the name. */
const outcomeRegion = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });

async function fillValid(page: Page, subject = 'JAWS training for a new job') {
  await field(page, 'Name').fill('Siân Jones');
  await field(page, 'Email').fill('sian@example.org');
  await field(page, 'Phone').fill('01905 123456');
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill('I start a new job next month and would like JAWS training, please.');
}

/**
 * Answer the form's POST ourselves and record what was sent. Given `heldUntil`, the answer waits for
 * it: the message is on its way for as long as the test needs, on a fast machine or a slow one.
 */
async function interceptEndpoint(page: Page, answer: 'ok' | 'fail' | 'network', heldUntil?: Promise<void>) {
  const requests: Request[] = [];
  await page.route(`**${site.contactEndpoint}`, async (route) => {
    requests.push(route.request());
    if (answer === 'network') return route.abort('failed');
    await heldUntil;
    return route.fulfill({ status: answer === 'fail' ? 500 : 201, contentType: 'application/json', body: '{}' });
  });
  return requests;
}

test.beforeEach(async ({ page, withConsentStored }) => {
  await withConsentStored('declined');
  await page.goto('/contact');
  await waitForHydration(page);
});

test("the page has SPEC's hero, the form, the three cards and the consultation panel", async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText('Get in touch for a free consultation', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Send Us a Message' })).toBeVisible();
  for (const card of ['Email', 'Phone', 'Location']) await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Free Consultation' })).toBeVisible();
  await expect(page.getByRole('link', { name: site.email }).first()).toHaveAttribute('href', `mailto:${site.email}`);
});

test('labels are visible, required fields say so in words, and autocomplete is set', async ({ page }) => {
  for (const [label, autocomplete, required] of [
    ['Name (required)', 'name', true],
    ['Email (required)', 'email', true],
    ['Phone (optional)', 'tel', false],
    ['Subject (required)', null, true],
    ['Message (required)', null, true],
  ] as const) {
    const control = page.getByRole('textbox', { name: label });
    await expect(control).toBeVisible();
    if (autocomplete) await expect(control).toHaveAttribute('autocomplete', autocomplete);
    if (required) await expect(control).toHaveAttribute('required', '');
  }
  // The spam trap is not announced and not in the tab order.
  await expect(page.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
});

test('each field says its rules under its label before anything is typed, and a screen reader hears them with the field', async ({
  page,
}) => {
  for (const [label, hint] of [
    ['Name (required)', contactHints.name],
    ['Email (required)', contactHints.email],
    ['Phone (optional)', contactHints.phone],
    ['Subject (required)', contactHints.subject],
    ['Message (required)', contactHints.message],
  ] as const) {
    const control = page.getByRole('textbox', { name: label });
    await expect(control).toHaveAccessibleDescription(hint);
    await expect(page.getByText(hint, { exact: true })).toBeVisible();
  }
  // The case that was refused only after Send: the hint says how to write it, and that way is accepted.
  await expect(page.getByRole('textbox', { name: 'Name (required)' })).toHaveAccessibleDescription(/J R Smith rather than J\. R\. Smith/);
  await fillValid(page);
  await field(page, 'Name').fill('J R Smith');
  await interceptEndpoint(page, 'ok');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(outcomeRegion(page, 'Message Sent!')).toBeFocused();
});

test('submitting empty shows the summary with focus, each message under its field, and "Error: " in the title', async ({ page }) => {
  const requests = await interceptEndpoint(page, 'ok');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const summary = page.getByRole('region', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  // Focused, it is heard with how many problems there are, not just its title.
  await expect(summary).toHaveAccessibleName('There is a problem 4 answers need correcting:');
  for (const message of [m.nameTooShort, m.emailInvalid, m.subjectTooShort, m.messageTooShort]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  await expect(page).toHaveTitle(`Error: ${title}`);

  const name = page.getByRole('textbox', { name: 'Name (required)' });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(`${contactHints.name} Error: ${m.nameTooShort}`);
  await expect(page.getByRole('textbox', { name: 'Phone (optional)' })).not.toHaveAttribute('aria-invalid', /.*/);

  await summary.getByRole('link', { name: m.emailInvalid }).click();
  await expect(page.getByRole('textbox', { name: 'Email (required)' })).toBeFocused();
  expect(requests).toHaveLength(0);
});

test('a field is re-checked as it is corrected, and the title loses "Error: " when all are fixed', async ({ page }) => {
  await interceptEndpoint(page, 'ok');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const name = page.getByRole('textbox', { name: 'Name (required)' });
  await name.fill('R2-D2');
  await expect(name).toHaveAccessibleDescription(`${contactHints.name} Error: ${m.nameCharacters}`);
  await name.fill('Siân Jones');
  await expect(name).not.toHaveAttribute('aria-invalid', /.*/);
  await expect(page.getByRole('region', { name: 'There is a problem' }).getByRole('link')).toHaveCount(3);

  await fillValid(page);
  await expect(page.getByRole('region', { name: 'There is a problem' })).toHaveCount(0);
  await expect(page).toHaveTitle(title);
});

test('a key pressed in the moment between Send and the errors showing is checked too', async ({ page }) => {
  await interceptEndpoint(page, 'ok');
  const name = page.getByRole('textbox', { name: 'Name (required)' });
  // Focus loads the checker, so Send checks at once; the key comes before the page has drawn the errors.
  await name.focus();
  // Fetched, then run: importing the same module again resolves once it has run (and the form has it).
  const checker = await page.waitForFunction(
    () => performance.getEntriesByType('resource').find((entry) => /contactMessage-/.test(entry.name))?.name ?? '',
  );
  await page.evaluate(async (url) => void (await import(url)), await checker.jsonValue());
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form.contact-form')!;
    const input = form.querySelector<HTMLInputElement>('input[name="name"]')!;
    form.requestSubmit();
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'R2-D2');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await expect(name).toHaveAccessibleDescription(`${contactHints.name} Error: ${m.nameCharacters}`);
});

test('a valid message is sent as JSON with the five fields, then the form resets and the outcome stays', async ({ page }) => {
  const requests = await interceptEndpoint(page, 'ok');
  await fillValid(page);
  await field(page, 'Name').fill('  Siân Jones  ');
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(notices(page).getByText('Message Sent!')).toBeVisible();
  await expect(notices(page).getByText("Thank you for contacting us. We'll get back to you soon.")).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(requests[0]!.method()).toBe('POST');
  expect(requests[0]!.headers()['content-type']).toBe('application/json');
  expect(requests[0]!.postDataJSON()).toEqual({
    name: 'Siân Jones',
    email: 'sian@example.org',
    phone: '01905 123456',
    subject: 'JAWS training for a new job',
    message: 'I start a new job next month and would like JAWS training, please.',
  });
  for (const label of ['Name', 'Email', 'Phone', 'Subject', 'Message']) await expect(field(page, label)).toHaveValue('');
  // The lasting outcome, in SPEC's words, takes focus: a region named by its title and its sentence,
  // with no description, so a screen reader says both there, once (Orca said a description twice:
  // tests/orca/contactForm.test.ts).
  const outcome = outcomeRegion(page, 'Message Sent!');
  await expect(outcome).toHaveText("Message Sent! Thank you for contacting us. We'll get back to you soon.");
  await expect(outcome).toHaveAccessibleName("Message Sent! Thank you for contacting us. We'll get back to you soon.");
  await expect(outcome).toHaveAccessibleDescription('');
  await expect(outcome).toBeFocused();
  // Its focus indicator shows, though Send was clicked with the mouse.
  expect(await outcome.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  // Nothing else says it: no live region carries the words. The notice shows them (readable, not
  // hidden), but it is not spoken: the outcome has said them.
  const spoken = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]')].map(
      (element) => element.textContent ?? '',
    ),
  );
  expect(spoken.filter((text) => text.includes('Message Sent!'))).toEqual([]);
  await expect(notices(page)).toHaveAccessibleName('Notification: Message Sent!');
  // The notice leaves after 5 s, and leaves nothing behind: no empty region, no Tab stop; the outcome stays.
  await expect(notices(page)).toHaveCount(0, { timeout: 8000 });
  await expect(page.getByRole('region', { name: /Notification/ })).toHaveCount(0);
  await expect(outcome).toBeVisible();
});

for (const failure of ['fail', 'network'] as const) {
  test(`when the endpoint ${failure === 'fail' ? 'answers with an error' : 'cannot be reached'}, the visitor is told and keeps their text`, async ({
    page,
  }) => {
    await interceptEndpoint(page, failure);
    await fillValid(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(notices(page)).toHaveAccessibleName('Notification: Error');
    await expect(notices(page).getByText('Error', { exact: true })).toBeVisible();
    await expect(notices(page).getByText('Failed to send message. Please try again or email us directly.')).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('Siân Jones');
    await expect(field(page, 'Message')).toHaveValue('I start a new job next month and would like JAWS training, please.');
    const outcome = outcomeRegion(page, 'Error:');
    await expect(outcome).toContainText('Error: Failed to send message. Please try again or email us directly.');
    await expect(outcome).toBeFocused();
    // Nothing interrupts it: no assertive message anywhere on the page.
    await expect(page.locator('[aria-live="assertive"], [role="alert"]')).toHaveCount(0);
  });
}

test('while sending, the button reads "Sending..." and is disabled, and a second click sends nothing more', async ({ page }) => {
  let answer!: () => void;
  const requests = await interceptEndpoint(page, 'ok', new Promise<void>((resolve) => (answer = resolve)));
  await fillValid(page);
  const button = form(page).getByRole('button', { name: /Send/ });
  await button.click();
  await expect(form(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await button.click({ force: true }).catch(() => {});
  await page.keyboard.press('Enter');
  // The server answers only now: both tries came while the message was on its way.
  answer();
  await expect(notices(page).getByText('Message Sent!')).toBeVisible();
  expect(requests).toHaveLength(1);
});

test('a visitor who moves on after sending keeps their place when the notice goes', async ({ page }) => {
  await interceptEndpoint(page, 'ok');
  await fillValid(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(outcomeRegion(page, 'Message Sent!')).toBeFocused();
  const email = page.getByRole('link', { name: site.email }).last();
  await email.focus();
  await expect(notices(page)).toHaveCount(0, { timeout: 8000 });
  await expect(email).toBeFocused();
});

test('a filled spam trap drops the submit: no request, no message', async ({ page }) => {
  const requests = await interceptEndpoint(page, 'ok');
  await fillValid(page);
  await page.locator('#contact-honeypot').fill('http://spam.example', { force: true });
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(notices(page).getByText(/Message Sent!|Error/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'There is a problem' })).toHaveCount(0);
  await expect(page.locator('[data-outcome="none"]')).toHaveText('');

  // Proof that the dropped submit sent nothing, not that nothing had arrived yet: the same form, sent
  // with the trap empty and another subject, makes the one request, and it is this one.
  await page.locator('#contact-honeypot').fill('', { force: true });
  await field(page, 'Subject').fill('Sent once the trap is empty');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(outcomeRegion(page, 'Message Sent!')).toBeFocused();
  expect(requests.map((request) => request.postDataJSON().subject)).toEqual(['Sent once the trap is empty']);
});

test('F8 moves focus to the notice; Escape dismisses it and gives focus back; it waits while it has focus', async ({ page }) => {
  // The notice's countdown on Playwright's clock (in step with real time until moved on), so its 5 s are the page's, not waited for.
  await page.clock.install();
  await interceptEndpoint(page, 'ok');
  await fillValid(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const outcome = outcomeRegion(page, 'Message Sent!');
  await expect(outcome).toBeFocused();
  await expect(notices(page)).toBeVisible();
  await page.keyboard.press('F8');
  await expect(notices(page)).toBeFocused();
  // While focus is in it, its 5 s do not run out: six seconds of the page's time, moved on at once.
  await runClock(page, 6000, 500);
  await expect(notices(page)).toBeFocused();
  await expect(notices(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notices(page)).toHaveCount(0);
  await expect(outcome).toBeFocused();
});

test("the notice's one Tab stop is its Close button, right after the outcome; closing it gives focus back", async ({ page }) => {
  await interceptEndpoint(page, 'ok');
  await fillValid(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(outcomeRegion(page, 'Message Sent!')).toBeFocused();
  // On a busy machine the notice can be drawn a moment after the outcome takes focus.
  await expect(notices(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(notices(page).getByRole('button', { name: 'Close notification' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notices(page)).toHaveCount(0);
  await expect(outcomeRegion(page, 'Message Sent!')).toBeFocused();
});

test('a message sent to the real server lands in its store', async ({ page }) => {
  const subject = `End-to-end ${Date.now()}`;
  await fillValid(page, subject);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(notices(page).getByText('Message Sent!')).toBeVisible();
  const stored = await new MessageStore(e2eContactDataDir).readAll();
  expect(stored.filter((message) => message.subject === subject)).toHaveLength(1);
});

test.describe('axe', () => {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
  const violations = async (page: Page) =>
    (await new AxeBuilder({ page }).withTags(tags).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);

  test('finds nothing in the error state', async ({ page }) => {
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('region', { name: 'There is a problem' })).toBeFocused();
    expect(await violations(page)).toEqual([]);
  });

  test('finds nothing in the success state', async ({ page }) => {
    await interceptEndpoint(page, 'ok');
    await fillValid(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(notices(page).getByText('Message Sent!')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('finds nothing in the failure state', async ({ page }) => {
    await interceptEndpoint(page, 'fail');
    await fillValid(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(notices(page).getByText('Failed to send message. Please try again or email us directly.')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('the notice', () => {
  /** The pixels around the notice (the ring is drawn outside it), as raw RGBA. */
  const pixelsAround = async (page: Page) => {
    const box = (await notices(page).boundingBox())!;
    const clip = { x: box.x - 10, y: box.y - 10, width: box.width + 20, height: box.height + 20 };
    return sharp(await page.screenshot({ clip, animations: 'disabled' }))
      .raw()
      .toBuffer();
  };

  for (const [outcome, answer] of [
    ['sent', 'ok'],
    ['failed', 'fail'],
  ] as const) {
    test(`F8 draws a ring round the outside of the ${outcome} notice, not over its border of the same colour`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await interceptEndpoint(page, answer);
      await fillValid(page);
      await page.getByRole('button', { name: 'Send Message' }).click();
      const notice = notices(page);
      await expect(notice).toBeVisible();
      await page.mouse.move(0, 0);
      const before = await pixelsAround(page);
      await page.keyboard.press('F8');
      await expect(notice).toBeFocused();
      const after = await pixelsAround(page);
      const ring = await notice.evaluate((element) => {
        const style = getComputedStyle(element);
        return { offset: parseFloat(style.outlineOffset), width: parseFloat(style.outlineWidth), style: style.outlineStyle };
      });
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(ring.offset, 'the ring stands clear of the border').toBeGreaterThanOrEqual(2);
      // A ring of 3 px all round changes three times the notice's perimeter; one drawn over the border, a third of that.
      const box = (await notice.boundingBox())!;
      let changed = 0;
      for (let index = 0; index < before.length; index += 4) {
        if (before[index] !== after[index] || before[index + 1] !== after[index + 1] || before[index + 2] !== after[index + 2])
          changed += 1;
      }
      expect(changed).toBeGreaterThanOrEqual(2 * 2 * (box.width + box.height));
    });
  }

  test('is at most 420 px wide from md up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await interceptEndpoint(page, 'ok');
    await fillValid(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const notice = notices(page);
    await expect(notice).toBeVisible();
    expect((await notice.boundingBox())!.width).toBeLessThanOrEqual(420);
  });

  test('stays when swiped less than 50 px, and goes when swiped further', async ({ page }) => {
    await interceptEndpoint(page, 'ok');
    await fillValid(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    const notice = notices(page);
    await expect(notice).toBeVisible();
    const placed = (await notice.boundingBox())!;
    const swipe = async (distance: number) => {
      const box = (await notice.boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 20, y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + 20 + (distance * step) / 10, y);
      await page.mouse.up();
    };
    await swipe(30);
    // What the swipe's end started has been done and drawn: the notice is back in its place.
    await settled(page);
    await expect(notice).toBeVisible();
    expect((await notice.boundingBox())!.x).toBe(placed.x);
    await swipe(120);
    await expect(notice).toBeHidden();
  });
});
