import { describe, expect, it } from 'vitest';
import { linkTextProblem } from '../../scripts/content/linkText';
import { callToActionSchema, navItemSchema } from '../../scripts/content/schemas';

describe('link words that make no sense out of context', () => {
  it.each([
    'click here',
    'Click here to book',
    'Here',
    'read more',
    'Read more…',
    'Learn more.',
    'find out more',
    'this page',
    'More information',
  ])('"%s" is refused, saying where the link goes and what to write instead', (words) => {
    expect(linkTextProblem(words, '/contact')).toBe(
      `the link to /contact says "${words}", which means nothing on its own (screen reader users often hear only a link's words): say where it goes, for example [our training courses](/training)`,
    );
  });

  it.each(['https://www.gov.uk/access-to-work', 'www.gov.uk', 'http://example.com/page'])('the bare address %s is refused', (words) => {
    expect(linkTextProblem(words, 'https://www.gov.uk/access-to-work')).toContain('shows a web address as its words');
  });

  it.each([
    'Contact us',
    'Read more about Access to Work',
    'our training courses',
    'info@example.co.uk',
    '0333 000 0000',
    'Here to help: our story',
  ])('"%s" can stand alone', (words) => {
    expect(linkTextProblem(words, '/contact')).toBeUndefined();
  });

  it("is checked on menu links' and buttons' labels too", () => {
    const menu = navItemSchema.safeParse({ path: '/about', label: 'Click here' });
    expect(menu.success).toBe(false);
    expect(menu.error?.issues[0]).toMatchObject({ path: ['label'], message: expect.stringContaining('this link says "Click here"') });
    expect(callToActionSchema.safeParse({ path: '/contact', label: 'More' }).success).toBe(false);
    expect(callToActionSchema.safeParse({ path: '/contact', label: 'Book a Free Consultation' }).success).toBe(true);
  });
});
