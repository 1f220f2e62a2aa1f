import { services } from '../../src/content/generated/services';
import { testimonialsPage } from '../../src/content/generated/testimonialsPage';
import { whyChooseUs } from '../../src/content/generated/whyChooseUs';
import { expect, pageAnnouncements, test, waitForHydration } from './support/fixtures';

test.beforeEach(async ({ withConsentStored }) => withConsentStored('declined'));

test.describe('Services', () => {
  test('invites visitors to training, then presents the seven services with pictures and features', async ({ page }) => {
    await page.goto('/services');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    const invite = page.getByRole('complementary', { name: services.trainingInvite.heading });
    await expect(invite.getByRole('link', { name: services.trainingInvite.action.label })).toHaveAttribute('href', '/training');

    const list = page.getByRole('list', { name: 'Our seven services' });
    const items = list.getByRole('article');
    await expect(items).toHaveCount(7);
    const titles = await list.getByRole('heading', { level: 2 }).allTextContents();
    expect(titles).toEqual([
      'Personalised Assistive Technology Training',
      'Website Accessibility Testing',
      'Accessibility Awareness Training',
      'Software Consultation and Setup',
      'Assistive Technology Workshops',
      'Braille Services',
      'Assistive Technology Product Recommendations',
    ]);
    for (const service of services.services) {
      const article = page.getByRole('article', { name: service.title });
      const image = article.getByRole('img', { name: service.image.alt });
      await expect(image).toHaveAttribute('width', '640');
      await expect(image).toHaveAttribute('height', '400');
      await expect(article.getByRole('listitem')).toHaveCount(service.features.length);
    }
    await expect(page.getByRole('img').nth(2)).toHaveAttribute('loading', 'lazy');
    const closing = page.getByRole('link', { name: 'Schedule Free Consultation' });
    await expect(closing).toHaveAttribute('href', '/contact');
  });

  test('every illustration loads', async ({ page }) => {
    await page.goto('/services');
    for (const image of await page.getByRole('img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
  });
});

test.describe('Why choose us', () => {
  test('has the five benefit cards and links to contact and testimonials', async ({ page }) => {
    await page.goto('/why-choose-us');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Why Choose Us?' })).toBeVisible();
    const cards = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(cards).toEqual([
      'Personalised Solutions',
      'Expert Guidance',
      'Cutting-edge Technology',
      'Comprehensive Services',
      'Ongoing Support',
    ]);
    const [contactAction, testimonialsAction] = whyChooseUs.actions;
    await expect(page.getByRole('link', { name: contactAction!.label })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: testimonialsAction!.label })).toHaveAttribute('href', '/testimonials');
  });

  test('is announced as "Why Choose Us?" after a client-side navigation', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Why choose us' }).click();
    await expect(pageAnnouncements(page)).toHaveText('Navigated to Why Choose Us?');
  });
});

test.describe('Testimonials', () => {
  test('shows three entries, each attributed; an example we wrote is labelled as one, never quoted or reviewed', async ({ page }) => {
    await page.goto('/testimonials');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: 'Client Feedback' })).toBeVisible();
    const { testimonials, provisionalLabel, provisionalIntro, intro } = testimonialsPage;
    const provisional = testimonials.filter((testimonial) => testimonial.provisional);
    await expect(main).toContainText(provisional.length ? provisionalIntro : intro);
    await expect(main).not.toContainText('sharing their experience');

    const figures = main.getByRole('figure');
    await expect(figures).toHaveCount(3);
    for (const [index, testimonial] of testimonials.entries()) {
      const figure = figures.nth(index);
      await expect(figure.locator('figcaption')).toContainText(testimonial.author);
      await expect(figure.locator('figcaption')).toContainText(testimonial.role);
      if (testimonial.provisional) {
        // Seen, and heard when the figure is reached, before the words themselves.
        await expect(figure.getByText(provisionalLabel, { exact: true })).toBeVisible();
        await expect(figure).toHaveAccessibleName(`${provisionalLabel} ${testimonial.author}`);
        await expect(figure.locator('blockquote')).toHaveCount(0);
        await expect(figure).toContainText(testimonial.quote[0]!);
      } else {
        await expect(figure.locator('blockquote')).toContainText(testimonial.quote[0]!);
        await expect(figure.getByText(provisionalLabel)).toHaveCount(0);
      }
    }
    await expect(page.getByRole('link', { name: testimonialsPage.closing.action.label })).toHaveAttribute('href', '/contact');

    // Review data for search engines only for a client's own words.
    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
    expect(structured).toContain('"WebPage"');
    const reviews = structured.match(/"@type":\s*"Review"/g) ?? [];
    expect(reviews).toHaveLength(testimonials.length - provisional.length);
  });

  test('pages announce their SPEC names: Our Services, Client Feedback', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(pageAnnouncements(page)).toHaveText('Navigated to Our Services');
    await nav.getByRole('link', { name: 'Testimonials' }).click();
    await expect(pageAnnouncements(page)).toHaveText('Navigated to Client Feedback');
  });
});
