import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFiles } from '../support/contentFiles';
import { linkTextProblem, linkWordsPatterns } from '../../../content-model/compiler/linkText.ts';
import { callToActionSchema, navItemSchema } from '../../../content-model/schemas';

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

describe('the same rule in the editing screen, checked at the field as the owner types', () => {
  const markdown = new RegExp(linkWordsPatterns.markdown);
  const label = new RegExp(linkWordsPatterns.label);
  const vague = [
    'click here',
    'Click here to book',
    'Here',
    'read more',
    'Read more…',
    'LEARN MORE.',
    'this page',
    'https://www.gov.uk/access-to-work',
    'www.gov.uk',
  ];
  const clear = ['Contact us', 'Read more about Access to Work', 'info@example.co.uk', 'Here to help: our story', 'our training courses'];

  it.each(vague)('refuses "%s" as a link in a paragraph, and as a button’s words, as the build does', (words) => {
    expect(linkTextProblem(words)).toBeDefined();
    expect(markdown.test(`Book a session. [${words}](/contact) We reply within a day.`)).toBe(false);
    expect(markdown.test(`A first line.\nAnd a [ ${words} ](https://example.org) on the next.`)).toBe(false);
    expect(label.test(words)).toBe(false);
  });

  it.each(clear)('accepts "%s"', (words) => {
    expect(linkTextProblem(words)).toBeUndefined();
    expect(markdown.test(`See [${words}](/contact), or read more below.`)).toBe(true);
    expect(label.test(words)).toBe(true);
  });

  it('accepts every content file as it is today, so the owner is never stopped by words the build accepts', () => {
    const refused = contentFiles().filter((file) => !markdown.test(readFileSync(path.resolve(file), 'utf8')));
    expect(refused).toEqual([]);
  });
});
