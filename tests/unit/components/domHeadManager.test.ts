// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createDomHeadManager } from '../../../src/components/seo/head/domHeadManager';

/** Lets the manager's queued update run. */
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));
const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`);

beforeEach(() => {
  // What the prerender wrote for the not-found page.
  document.head.innerHTML = `
    <title>Page not found | Example</title>
    <meta name="description" content="Not here.">
    <meta name="robots" content="noindex">
    <meta property="og:title" content="Page not found | Example">
    <script type="application/ld+json" data-hid="jsonld-0">{"@type":"WebPage"}</script>`;
});

describe('the browser head manager', () => {
  it('takes over the prerendered tags without adding a second copy', async () => {
    const head = createDomHeadManager();
    head.add({
      title: 'Page not found | Example',
      meta: [
        { key: 'description', name: 'description', content: 'Not here.' },
        { key: 'robots', name: 'robots', content: 'noindex' },
        { key: 'og:title', property: 'og:title', content: 'Page not found | Example' },
      ],
    });
    await settle();
    expect(document.title).toBe('Page not found | Example');
    expect(document.head.querySelectorAll('meta')).toHaveLength(3);
  });

  it('follows a navigation: new title and content, a canonical link added, the robots tag removed', async () => {
    const head = createDomHeadManager();
    const notFound = head.add({
      title: 'Page not found | Example',
      meta: [
        { key: 'description', name: 'description', content: 'Not here.' },
        { key: 'robots', name: 'robots', content: 'noindex' },
      ],
    });
    await settle();
    notFound();
    head.add({
      title: 'About Us | Example',
      links: [{ key: 'canonical', rel: 'canonical', href: 'https://www.example.co.uk/about' }],
      meta: [{ key: 'description', name: 'description', content: 'Who we are.' }],
    });
    await settle();
    expect(document.title).toBe('About Us | Example');
    expect(meta('name="description"')?.content).toBe('Who we are.');
    expect(meta('name="robots"')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.example.co.uk/about');
  });

  it('gives the title to a higher priority, and to the later entry when priorities are equal', async () => {
    const head = createDomHeadManager();
    head.add({ title: 'Error: Contact Us | Example', titlePriority: 1 });
    head.add({ title: 'Contact Us | Example' });
    await settle();
    expect(document.title).toBe('Error: Contact Us | Example');

    const later = createDomHeadManager();
    later.add({ title: 'First' });
    later.add({ title: 'Second' });
    await settle();
    expect(document.title).toBe('Second');
  });

  it('leaves JSON-LD alone: the prerender owns it', async () => {
    const head = createDomHeadManager();
    head.add({ title: 'Home | Example' });
    await settle();
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  });
});
