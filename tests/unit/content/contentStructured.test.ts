import { contentFolderOnDisk } from '../../../content-model/disk/contentFolderOnDisk.ts';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { site } from '../../../src/config/site';
import { defaultContentDir, defaultContentFolder } from '../../../content-model/disk/contentDir.ts';
import { loadBusiness } from '../../../content-model/compiler/business.ts';
import { checkPageCopy, listedPages, pageWords, withoutDescription } from '../../../content-model/compiler/pageCopy.ts';
import { contentPlugin } from '../../../scripts/vite/contentPlugin';
import { loadYamlFile } from '../../../content-model/compiler/yamlFile.ts';
import { homePageSchema, servicesPageSchema } from '../../../content-model/schemas';
import { services } from '../../../src/content/generated/services';
import { contact } from '../../../src/content/generated/contact';
import { findRoute, notFoundRoute, routeTable } from '../../../src/routes/routeTable';
import { contentProblem } from '../support/contentProblem';

/**
 * The structured content (business details, the shared parts, one-file pages, the pages' words): a
 * mistake in a file is one plain-words line naming the file, the line and the field; links in Markdown
 * become Inline; the pages' words reach the route table, in Node and in the built bundle.
 */

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A copy of src/content with one file's text changed. */
function contentWith(file: string, change: (text: string) => string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'content-'));
  folders.push(folder);
  cpSync(defaultContentDir, folder, { recursive: true });
  writeFileSync(path.join(folder, file), change(readFileSync(path.join(defaultContentDir, file), 'utf8')));
  return folder;
}

const business = readFileSync(path.join(defaultContentDir, 'business.yaml'), 'utf8');
const lineOf = (text: string, start: string) => text.split('\n').findIndex((line) => line.startsWith(start)) + 1;

describe('src/content/business.yaml', () => {
  it("is the site configuration's business details, its description naming the town", () => {
    const details = loadBusiness(defaultContentFolder);
    expect(details).toMatchObject({ companyName: site.companyName, email: site.email, town: site.town, phone: site.phone });
    expect(details.description).toContain(`based in ${site.town}.`);
  });

  it('names the file, the line and the missing field in plain words', () => {
    const folder = contentWith('business.yaml', (text) => text.replace(/^email: .*\n/m, ''));
    expect(contentProblem(() => loadBusiness(contentFolderOnDisk(folder)))).toBe(
      `src/content/business.yaml: line ${lineOf(business, 'companyName:')}: the file has no e-mail address`,
    );
  });

  it('names a field of a group, and says what is wrong with it', () => {
    const folder = contentWith('business.yaml', (text) => text.replace('e164: "+443330000000"', 'e164: "0333 000 0000"'));
    expect(contentProblem(() => loadBusiness(contentFolderOnDisk(folder)))).toBe(
      `src/content/business.yaml: line ${lineOf(business, '  e164:')}: the number for dialling (+44…) of phone number is not in the right form (check the spelling and punctuation)`,
    );
    const scotland = contentWith('business.yaml', (text) => text.replace('registeredIn: England and Wales', 'registeredIn: Wales'));
    expect(contentProblem(() => loadBusiness(contentFolderOnDisk(scotland)))).toBe(
      `src/content/business.yaml: line ${lineOf(business, 'registeredIn:')}: the country of registration must be one of: England and Wales, Scotland, Northern Ireland`,
    );
  });

  it('refuses an unknown business detail in the description', () => {
    const folder = contentWith('business.yaml', (text) => text.replace('based in {town}', 'based in {city}'));
    expect(contentProblem(() => loadBusiness(contentFolderOnDisk(folder)))).toBe(
      `src/content/business.yaml: line ${lineOf(business, 'description:')}: the description names an unknown business detail {city}: use one of {companyName}, {email}, {phone}, {phoneE164}, {town}, {companyNumber}, {registeredIn}, {siteUrl}, {contactRetentionDays}`,
    );
  });

  it('says when the file is missing', () => {
    const folder = contentWith('business.yaml', (text) => text);
    rmSync(path.join(folder, 'business.yaml'));
    expect(contentProblem(() => loadBusiness(contentFolderOnDisk(folder)))).toBe('src/content/business.yaml: the file is missing');
  });
});

describe('links in Markdown in the YAML of a page', () => {
  it('become Inline links, with {tokens} filled in', () => {
    expect(services.services[1]?.description[0]).toEqual([
      'We test your website the way disabled people use it: with screen readers, with magnification and with the keyboard alone, against the Web Content Accessibility Guidelines (',
      { href: '/resources/glossary#wcag', text: 'WCAG' },
      ') 2.1 and 2.2.',
    ]);
    expect(contact.noScript).toContainEqual({ href: `mailto:${site.email}`, text: site.email });
    expect(contact.noScript).toContainEqual({ href: `tel:${site.phone.e164}`, text: site.phone.display });
  });

  it('refuse other formatting, naming the field and its line', () => {
    const source = readFileSync(path.join(defaultContentDir, 'services.yaml'), 'utf8');
    const feature = '      - Remote sessions across the UK, or on site by arrangement';
    const folder = contentWith('services.yaml', (text) =>
      text.replace(feature, '      - Remote sessions **across the UK**, or on site by arrangement'),
    );
    expect(contentProblem(() => loadYamlFile(contentFolderOnDisk(folder), 'services.yaml', servicesPageSchema))).toBe(
      `src/content/services.yaml: line ${lineOf(source, feature)}: the feature 1 of service 1: this line uses Markdown formatting the site does not show (bold: **text**); write plain text and [links](/path)`,
    );
  });
});

describe('a text shown as written', () => {
  it('refuses a link, which would be shown with its brackets, and says where links are shown', () => {
    const source = readFileSync(path.join(defaultContentDir, 'home.yaml'), 'utf8');
    const folder = contentWith('home.yaml', (text) =>
      text.replace('  intro: Personalised assistive', '  intro: See [our services](/services). Personalised assistive'),
    );
    expect(contentProblem(() => loadYamlFile(contentFolderOnDisk(folder), 'home.yaml', homePageSchema))).toBe(
      `src/content/home.yaml: line ${lineOf(source, '  intro: Personalised assistive')}: the introduction of hero: this text is shown as written and cannot hold a link: write the words without [ ](…); links are shown in the texts whose label says so`,
    );
  });
});

describe("src/content/pages.yaml: the pages' words", () => {
  it('give the route table its names, titles, announcements and search descriptions, {tokens} filled in', () => {
    expect(findRoute('/')).toMatchObject({
      name: 'Home',
      title: `${site.companyName} | Assistive Technology Training and Accessibility Consultancy`,
    });
    expect(findRoute('/about')).toMatchObject({ name: 'About Us', announce: `About ${site.companyName}` });
    expect(findRoute('/about')?.description).toContain(`a ${site.town} consultancy`);
    expect(notFoundRoute).toMatchObject({ name: 'Page not found', noindex: true });
    for (const route of [...routeTable, notFoundRoute]) expect(route.description.length).toBeGreaterThanOrEqual(50);
  });

  it('have one entry for each page that takes its words from the file, and no other', () => {
    const routePaths = [...routeTable, notFoundRoute].map((route) => route.path);
    expect(() => checkPageCopy(routePaths, listedPages(defaultContentFolder))).not.toThrow();
    const source = readFileSync(path.join(defaultContentDir, 'pages.yaml'), 'utf8');
    const misspelt = contentWith('pages.yaml', (text) => text.replace('  - path: /services\n', '  - path: /servics\n'));
    expect(contentProblem(() => checkPageCopy(routePaths, listedPages(contentFolderOnDisk(misspelt))))).toMatch(
      new RegExp(
        `^src/content/pages\\.yaml: line ${lineOf(source, '  - path: /services')}: /servics is not the address of a page: use one of /, /about, /services, `,
      ),
    );
    expect(contentProblem(() => pageWords('/services', contentFolderOnDisk(misspelt)))).toBe(
      'src/content/pages.yaml: the page /services has no entry: add one with its path, name and search description',
    );
  });

  it('name a missing field, a description too long, or a page listed twice', () => {
    const source = readFileSync(path.join(defaultContentDir, 'pages.yaml'), 'utf8');
    const noDescription = contentWith('pages.yaml', (text) =>
      text.replace(/( {2}- path: \/services\n {4}name: Our Services\n) {4}searchDescription: .*\n/, '$1'),
    );
    expect(contentProblem(() => pageWords('/', contentFolderOnDisk(noDescription)))).toBe(
      `src/content/pages.yaml: line ${lineOf(source, '  - path: /services')}: the page 3 has no search description`,
    );
    const long = contentWith('pages.yaml', (text) => text.replace('across the UK.\n', `across the UK. ${'More words. '.repeat(10)}\n`));
    expect(contentProblem(() => pageWords('/', contentFolderOnDisk(long)))).toMatch(
      /^src\/content\/pages\.yaml: line \d+: the search description of page 3 must have at most 170 characters \(it has \d+\)$/,
    );
    const twice = contentWith(
      'pages.yaml',
      (text) =>
        `${text}  - path: /contact\n    name: Contact\n    searchDescription: ${'Words enough to be a search description of fifty characters.'}\n`,
    );
    expect(contentProblem(() => pageWords('/', contentFolderOnDisk(twice)))).toMatch(
      /^src\/content\/pages\.yaml: line \d+: the page \/contact is listed twice: keep one entry for it$/,
    );
  });

  it('reach the route table compiled, and the browser without their search descriptions', () => {
    const plugin = contentPlugin(path.resolve(defaultContentDir, '../..'));
    (plugin.configResolved as (config: { command: string }) => void)({ command: 'build' });
    const load = plugin.load as (id: string, options: { ssr: boolean }) => string | null;
    const compiled = path.join(defaultContentDir, 'generated', 'pageWords.js');
    // The prerender's bundle reads the generated module whole; the browser's gets the words without descriptions.
    expect(load(compiled, { ssr: true })).toBeNull();
    const forBrowser = load(compiled, { ssr: false })!;
    expect(forBrowser).toContain(
      `export const contact = ${JSON.stringify(withoutDescription(pageWords('/contact', defaultContentFolder)))};`,
    );
    expect(forBrowser).not.toContain(pageWords('/contact', defaultContentFolder).description);
    expect(readFileSync(path.resolve(defaultContentDir, '../routes/routeTable.ts'), 'utf8')).toContain('...pageWords.contact,');
  });
});
