import { fixtureFolder } from '../support/fixtureFolder';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { coverageGaps, loadConformanceReport, loadStatementEvidence } from '../../../content-model/compiler/accessibilityEvidence.ts';
import { defaultContentDir } from '../../../content-model/disk';
import { sweepRecordSchema, type SweepRecord } from '../../../content-model/schemas';
import { sweepCoverage, type BuiltSite } from '../../../content-model/compiler/sweepCoverage.ts';
import { buildStamp } from '../../../scripts/shared/buildStamp';
import { pageFingerprint, withoutParts } from '../../../scripts/shared/siteFingerprint';

/**
 * Issue 30 (docs/decisions/053): the statement claims only what its evidence covers. The sweep record
 * names every page and state it checked, with each page's fingerprint; the build compares it with the
 * site it has built. A page or state it did not check, or a change since, and the statement says so
 * and the report supports nothing on it; a record of this very build, and it says it covers the site.
 */

const fixtureFile = path.resolve(import.meta.dirname, '../../fixtures/launch-check/replaced/src/content/accessibility/sweep-record.json');
/** A passing sweep of four pages (/, /contact, /search and the not-found page) and two states, on 20 November 2026. */
const fixtureText = readFileSync(fixtureFile, 'utf8');
const fixture: SweepRecord = sweepRecordSchema.parse(JSON.parse(fixtureText));

/** The site the fixture's sweep checked, exactly as it was. */
const sweptSite: BuiltSite = {
  pages: [
    { path: '/', name: 'Home', html: '1111111111111111' },
    { path: '/contact', name: 'Contact', html: '2222222222222222' },
    { path: '/search', name: 'Search', html: '3333333333333333' },
  ],
  notFound: { name: 'the page shown for an address that does not exist', html: '4444444444444444' },
  files: '5555555555555555',
  states: [
    { id: 'menu-open-320', name: 'the menu open at 320 px' },
    { id: 'contact-errors', name: 'the contact form after a failed submit, with every error shown' },
  ],
};

/** The fixture's record without /search: taken before the search page was added. */
const withoutSearch: SweepRecord = {
  ...fixture,
  pages: 3,
  checks: 10,
  swept: { ...fixture.swept!, pages: fixture.swept!.pages.filter((page) => page.path !== '/search') },
};
/** The site built since: the header changed, so every page did, and the files the pages use. */
const changedSite: BuiltSite = {
  ...sweptSite,
  pages: sweptSite.pages.map((page, index) => ({ ...page, html: `abcdef000000000${index}` })),
  notFound: { ...sweptSite.notFound, html: 'abcdef0000000009' },
  files: 'abcdef000000000a',
};

describe('the sweep compared with the site being built', () => {
  it('covers the site when it checked every page and state of it, and nothing changed since', () => {
    expect(sweepCoverage(fixture, sweptSite)).toEqual({ verdict: 'covered', pages: 4, states: 2 });
  });

  it('names each page of the site it did not check', () => {
    expect(sweepCoverage(withoutSearch, sweptSite)).toEqual({
      verdict: 'not covered',
      pages: 4,
      notSwept: [{ path: '/search', name: 'Search' }],
      changed: [],
      statesNotSwept: [],
      filesChanged: false,
      versionUnknown: false,
    });
  });

  it('names each page that changed since, the not-found page too, and the files the pages use', () => {
    expect(sweepCoverage(fixture, changedSite)).toMatchObject({
      verdict: 'not covered',
      notSwept: [],
      changed: [
        { path: '/', name: 'Home' },
        { path: '/contact', name: 'Contact' },
        { path: '/search', name: 'Search' },
        { path: null, name: 'the page shown for an address that does not exist' },
      ],
      filesChanged: true,
    });
    const onlyContact = {
      ...sweptSite,
      pages: sweptSite.pages.map((page) => (page.path === '/contact' ? { ...page, html: '0000000000000000' } : page)),
    };
    expect(sweepCoverage(fixture, onlyContact)).toMatchObject({ changed: [{ path: '/contact', name: 'Contact' }], filesChanged: false });
  });

  it('names each interactive state the sweep of this version checks that the record did not', () => {
    const moreStates = {
      ...sweptSite,
      states: [...sweptSite.states, { id: 'search-results', name: 'search results for "braille display"' }],
    };
    expect(sweepCoverage(fixture, moreStates)).toMatchObject({
      verdict: 'not covered',
      statesNotSwept: [{ id: 'search-results', name: 'search results for "braille display"' }],
    });
  });

  it('cannot tell whether a site changed when the site swept gave no fingerprint, and says so', () => {
    const blind: SweepRecord = {
      ...fixture,
      swept: { ...fixture.swept!, build: null, files: null, pages: fixture.swept!.pages.map((page) => ({ ...page, html: null })) },
    };
    expect(sweepCoverage(blind, sweptSite)).toMatchObject({ verdict: 'not covered', changed: [], notSwept: [], versionUnknown: true });
  });

  it('cannot show coverage for a record that does not say what it swept, or without a build', () => {
    const { swept: _swept, ...old } = fixture;
    expect(sweepCoverage(old, sweptSite)).toEqual({ verdict: 'unknown', why: 'old record' });
    expect(sweepCoverage(fixture, undefined)).toEqual({ verdict: 'unknown', why: 'no build' });
    expect(sweepCoverage(null, sweptSite)).toBeNull();
  });
});

describe('what the statement and the report say of it', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  /** The shipped accessibility records, with `record` as the sweep record. */
  const contentWith = (record: SweepRecord) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sweep-coverage-'));
    folders.push(folder);
    cpSync(path.join(defaultContentDir, 'accessibility'), path.join(folder, 'accessibility'), { recursive: true });
    writeFileSync(path.join(folder, 'accessibility', 'sweep-record.json'), JSON.stringify(record, null, 2));
    return folder;
  };
  const supports = (site: BuiltSite, record: SweepRecord) =>
    loadConformanceReport(fixtureFolder(contentWith(record)), site).statuses.find((status) => status.status === 'supports')!.count;

  it('a record without /search: names Search as not checked, with a link, and supports nothing on it', () => {
    const content = contentWith(withoutSearch);
    const { sweep } = loadStatementEvidence(fixtureFolder(content), sweptSite);
    expect(sweep!.coverage.verdict).toBe('not covered');
    expect(sweep!.gaps).toEqual([['It did not check this page: ', { href: '/search', text: 'Search' }, '.']]);
    const report = loadConformanceReport(fixtureFolder(content), sweptSite);
    expect(report).toMatchObject({ sweepPassed: true, sweepCovers: false, sweepGaps: sweep!.gaps });
    const rows = report.principles.flatMap((principle) => principle.rows);
    expect(rows.filter((row) => row.status === 'supports')).toEqual([]);
    // The criteria the sweep would settle are marked, and say why.
    expect(rows.filter((row) => row.heldBack).length).toBe(supports(sweptSite, fixture));
    expect(supports(sweptSite, fixture)).toBeGreaterThan(0);
  });

  it('a record of an older build: says the site changed since the sweep on its date', () => {
    const { sweep } = loadStatementEvidence(fixtureFolder(contentWith(fixture)), changedSite);
    expect(sweep!.gaps).toEqual([
      ['Every page it checked has changed since the sweep on 20 November 2026.'],
      ['Files the pages use, such as their scripts, styles, images or captions, have changed since the sweep on 20 November 2026.'],
    ]);
    expect(supports(changedSite, fixture)).toBe(0);
  });

  it('a complete record of this build: covered, with nothing to add, and the report supports what the evidence settles', () => {
    const { sweep } = loadStatementEvidence(fixtureFolder(contentWith(fixture)), sweptSite);
    expect(sweep!.coverage).toEqual({ verdict: 'covered', pages: 4, states: 2 });
    expect(sweep!.gaps).toEqual([]);
    const report = loadConformanceReport(fixtureFolder(contentWith(fixture)), sweptSite);
    expect(report.sweepCovers).toBe(true);
    expect(report.principles.flatMap((principle) => principle.rows).filter((row) => row.heldBack)).toEqual([]);
  });

  it('words each gap plainly, naming a few changed pages and counting many', () => {
    const notCovered = {
      verdict: 'not covered' as const,
      pages: 46,
      notSwept: [],
      statesNotSwept: [],
      filesChanged: false,
      versionUnknown: false,
    };
    const page = (n: number) => ({ path: `/page-${n}`, name: `Page ${n}` });
    expect(coverageGaps({ ...notCovered, changed: [page(1), page(2)] }, '2026-11-24')).toEqual([
      [
        'These 2 pages it checked have changed since the sweep on 24 November 2026: ',
        { href: '/page-1', text: 'Page 1' },
        ' and ',
        { href: '/page-2', text: 'Page 2' },
        '.',
      ],
    ]);
    expect(coverageGaps({ ...notCovered, changed: Array.from({ length: 11 }, (_, n) => page(n)) }, '2026-11-24')).toEqual([
      ['11 of the 46 pages it checked have changed since the sweep on 24 November 2026.'],
    ]);
    expect(
      coverageGaps(
        {
          ...notCovered,
          changed: [],
          notSwept: [page(1), { path: null, name: 'the page shown for an address that does not exist' }],
          statesNotSwept: [{ id: 'a', name: 'the menu open' }],
        },
        '2026-11-24',
      ),
    ).toEqual([
      [
        'It did not check these 2 pages: ',
        { href: '/page-1', text: 'Page 1' },
        ' and ',
        'the page shown for an address that does not exist',
        '.',
      ],
      ['It did not check this interactive state: the menu open.'],
    ]);
    expect(coverageGaps({ verdict: 'unknown', why: 'old record' }, '2026-11-24')).toEqual([
      ['Its record does not say which version of the site it checked, or list the pages it checked.'],
    ]);
  });
});

describe("a page's fingerprint", () => {
  const page = (evidence: string) =>
    `<main><h1>Accessibility Statement</h1><div id="statement-compliance"><div><p>${evidence}</p></div><ul><li>x</li></ul></div><p>After</p></main>`;

  it('leaves out the parts made from the evidence, and nothing else', () => {
    expect(withoutParts(page('Supports: 49 criteria'))).toBe(
      '<main><h1>Accessibility Statement</h1><div id="statement-compliance"></div><p>After</p></main>',
    );
    expect(pageFingerprint(page('Supports: 49 criteria'))).toBe(pageFingerprint(page('Supports: 0 criteria')));
    expect(pageFingerprint(page('x'))).not.toBe(pageFingerprint(page('x').replace('<p>After</p>', '<p>Changed</p>')));
    expect(pageFingerprint('<p>A page</p>')).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe("the build's stamp", () => {
  it('is the year only, so that builds of the same source on different days are identical', () => {
    expect(buildStamp(new Date('2026-11-26T13:05:09.123Z'))).toBe('2026-01-01T00:00:00.000Z');
    expect(buildStamp(new Date('2026-01-01T00:00:00.000Z'))).toBe(buildStamp(new Date('2026-12-31T23:59:59.999Z')));
  });
});
