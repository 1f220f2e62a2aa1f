import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/shared/buildPaths';
import { glossaryTerms } from '../../src/content/generated/glossaryTerms';
import { findRoute } from '../../src/routes/routeTable';
import { builtPage, jsonLdBlocks } from './builtSite';

const typesOf = (routePath: string) => jsonLdBlocks(builtPage(routePath)).map((block) => block['@type']);

/*
 * Each page's own block (its route's schemaType, naming it by its title) and its breadcrumb are
 * checked for every route by siteChecks.ts (siteProperties.test.ts); these are what kinds of page add.
 */
describe('the structured data the prerender writes', () => {
  it('adds what each kind of page has: organisation, services, FAQs, articles, glossary terms', () => {
    expect(typesOf('/')).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    // Seven: the services schema holds exactly seven (content-model/schemas/offer.ts).
    expect(typesOf('/services').filter((type) => type === 'Service')).toHaveLength(7);
    expect(typesOf('/training/screen-readers')).toContain('FAQPage');
    expect(typesOf('/training/software-a-z')).not.toContain('FAQPage');
    expect(typesOf('/resources/access-to-work')).toEqual(expect.arrayContaining(['FAQPage', 'Article']));
    expect(typesOf('/resources/screen-reader-tutorials/nvda')).toContain('Article');
    expect(typesOf('/resources/software-quick-guides/dragon')).toContain('Article');
    const glossary = jsonLdBlocks(builtPage('/resources/glossary')).find((block) => block['@type'] === 'DefinedTermSet') as {
      hasDefinedTerm: unknown[];
    };
    // One per term of the content, however many the owner keeps (decision 046).
    expect(glossary.hasDefinedTerm).toHaveLength(glossaryTerms.length);
  });

  it('calls the glossary by its one name, its route\'s (SPEC §2 "Glossary"): heading, tab title, structured data and search index', () => {
    const name = findRoute('/resources/glossary')!.name;
    expect(name).toBe('Glossary');
    const html = builtPage('/resources/glossary');
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(name);
    expect(/<title>([^<|]*) \|/.exec(html)?.[1]).toBe(name);
    const set = jsonLdBlocks(html).find((block) => block['@type'] === 'DefinedTermSet');
    expect(set?.name).toBe(name);
    const index = JSON.parse(readFileSync(path.join(distDir, 'search-index.json'), 'utf8')) as { pages: [string, string][] };
    expect(index.pages.find(([address]) => address === '/resources/glossary')?.[1]).toBe(name);
  });

  it('gives the not-found page none', () => {
    expect(jsonLdBlocks(readFileSync(path.join(distDir, '404.html'), 'utf8'))).toEqual([]);
  });

  it('is never built in the browser: no JavaScript file carries it', () => {
    const scripts = readdirSync(path.join(distDir, 'assets')).filter((file) => file.endsWith('.js'));
    const carriers = scripts.filter((file) => readFileSync(path.join(distDir, 'assets', file), 'utf8').includes('https://schema.org'));
    expect(carriers).toEqual([]);
  });
});
