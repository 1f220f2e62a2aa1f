import { z } from 'zod';
import type { Inline } from '../text/inline.ts';
import { criterionNumbers, type CriterionNumber, type WcagLevel } from '../accessibility/wcag.ts';
import { plainProse, text } from './common.ts';
import { linkedText } from './linkedText.ts';
import type { SweepCoverage } from './sweepCoverage.ts';

/**
 * The evidence the accessibility statement and its conformance report are built from
 * (docs/decisions/034 to 036), under src/content/accessibility/:
 *  - sweep-record.json: the last full sweep, written by the build that sweeps itself (docs/decisions/069), never by hand;
 *  - manual-checks.yaml: the checks people made by hand, which the owner records;
 *  - known-issues.yaml: what fails a WCAG criterion, and what to do meanwhile, which the owner keeps;
 *  - conformance-report.yaml: the report's words, and the criteria that do not apply, each with why.
 */

/** A WCAG 2.2 level A or AA success criterion, by its number ("1.4.3"). */
export const criterionNumber = z.enum(criterionNumbers, {
  error: 'must be the number of a WCAG 2.2 level A or AA success criterion, such as 1.4.3',
});

const isoDate = z.iso.date();
/** A criterion in a list of them. */
const criterion = criterionNumber.meta({ name: 'criterion', title: 'Criterion' });
const version = z.string().regex(/^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/);

// ── The sweep record (machine-written) ──────────────────────────────────────────────────────────

/** One screen-reader journey (a test of tests/e2e/screen-reader.spec.ts) and what it gave. */
export const journeyResultSchema = z.strictObject({
  /** The test's title, as Playwright lists it. */
  name: text,
  passed: z.boolean(),
});

/** A fingerprint: the first 16 hexadecimal digits of a SHA-256 (scripts/shared/siteFingerprint.ts). */
export const fingerprint = z.string().regex(/^[0-9a-f]{16}$/, 'must be 16 hexadecimal digits, as the build writes them');
const commit = z.string().regex(/^[0-9a-f]{40}$/, 'must be a git commit, 40 hexadecimal digits');
const sitePath = z.string().startsWith('/');

/**
 * What a build says it is: dist/site-fingerprint.json, written by the prerender and published with
 * the site, so that a sweep of any copy (local or staging) can record which version it checked
 * (docs/decisions/053). The commit is git's HEAD when the site was built; each page's fingerprint is
 * of its HTML without the parts made from the accessibility evidence; `files` is of every other file
 * the pages use.
 */
export const siteFingerprintSchema = z.strictObject({
  $comment: z.string().optional(),
  /** git's HEAD when the site was built; null when it was not built from a git checkout. */
  commit: commit.nullable(),
  /** Whether the checkout had changes not committed when the site was built; null when unknown. */
  uncommittedChanges: z.boolean().nullable(),
  /** Each page of the route table, by its address. */
  pages: z.record(sitePath, fingerprint),
  /** The page shown for an address that does not exist. */
  notFound: fingerprint,
  /** Every other file the pages use: scripts, styles, fonts, images, video and captions. */
  files: fingerprint,
});
export type SiteFingerprint = z.infer<typeof siteFingerprintSchema>;

/**
 * What a sweep checked, exactly (docs/decisions/053): the version, as the swept site's
 * site-fingerprint.json named it, each page by its address and fingerprint, and each interactive state.
 * Fingerprints are null when the site swept published none (a build older than the fingerprint).
 */
export const sweptSchema = z.strictObject({
  /** The commit the swept site was built from, and whether that checkout had uncommitted changes; null when the site did not say. */
  build: z.strictObject({ commit: commit.nullable(), uncommittedChanges: z.boolean().nullable() }).nullable(),
  /** Every page checked: the sitemap's, and the address that does not exist (`notFound`). */
  pages: z.array(z.strictObject({ path: sitePath, notFound: z.literal(true).optional(), html: fingerprint.nullable() })).min(1),
  /** Every interactive state checked (scripts/sweep/states.ts). */
  states: z.array(z.strictObject({ id: text, name: text, path: sitePath })),
  /** The fingerprint of every other file the pages use, as the swept site gave it. */
  files: fingerprint.nullable(),
});
export type Swept = z.infer<typeof sweptSchema>;

export const sweepRecordSchema = z
  .strictObject({
    $comment: z.string().optional(),
    /** When the sweep started, by the clock of the machine that ran it (ISO 8601, UTC). */
    startedAt: z.iso.datetime(),
    /** The address swept: the root of the copy of the site that was checked. */
    address: z.url(),
    /** Every page of the sitemap, and the not-found page. */
    pages: z.int().positive(),
    /** The interactive states (the menu open, the cookie banner shown…) checked as well. */
    states: z.int().nonnegative(),
    themes: z.array(z.enum(['light', 'dark'])).min(1),
    /** Pages and states, each in each theme. */
    checks: z.int().positive(),
    standard: z.enum(['WCAG2A', 'WCAG2AA', 'WCAG2AAA']),
    tools: z.strictObject({
      pa11y: version,
      axeCore: version,
      htmlCodeSniffer: version,
      /** The browser's name and version, as it gives them ("HeadlessChrome/146.0…"). */
      browser: text,
    }),
    /** The automated rules the sweep ran for each criterion (scripts/sweep/coverage.ts). */
    rules: z.partialRecord(criterionNumber, z.strictObject({ axe: z.array(text).optional(), htmlcs: z.array(text).optional() })),
    /** Issues found, in all. */
    issues: z.int().nonnegative(),
    /** Issues found, by the criterion they fail ("best-practice" for an axe best practice, "none" when a rule names none). */
    issuesByCriterion: z.record(z.string(), z.int().positive()),
    /** Checks that could not be made (a state not reached, a page that did not load). */
    uncheckable: z.int().nonnegative(),
    screenReaderJourneys: z.strictObject({
      /** The command that ran them, for whoever wants to run them again. */
      command: text,
      tools: z.strictObject({ playwright: version, virtualScreenReader: version }),
      journeys: z.array(journeyResultSchema),
      /** Why they could not be run, when they could not. */
      problem: text.optional(),
    }),
    /** Nothing found, every check made, every journey passed. */
    passed: z.boolean(),
    /**
     * Exactly what was checked, and of which version (docs/decisions/053). Records written before
     * issue 30 have none: the statement then cannot show that the sweep covers the site.
     */
    swept: sweptSchema.optional(),
  })
  .superRefine((record, context) => {
    if (record.swept) {
      const pages = record.swept.pages.length;
      if (pages !== record.pages)
        context.addIssue({ code: 'custom', path: ['pages'], message: `is ${record.pages}, but the record lists ${pages} pages it swept` });
      const states = record.swept.states.length;
      if (states !== record.states)
        context.addIssue({
          code: 'custom',
          path: ['states'],
          message: `is ${record.states}, but the record lists ${states} states it swept`,
        });
    }
    const journeys = record.screenReaderJourneys;
    const journeysPassed = !journeys.problem && journeys.journeys.length > 0 && journeys.journeys.every((journey) => journey.passed);
    const passed = record.issues === 0 && record.uncheckable === 0 && journeysPassed;
    if (record.passed !== passed) {
      context.addIssue({
        code: 'custom',
        path: ['passed'],
        message: `is ${String(record.passed)}, but the totals say the sweep ${passed ? 'passed' : 'did not pass'}`,
      });
    }
  });
export type SweepRecord = z.infer<typeof sweepRecordSchema>;

// ── What the owner edits ────────────────────────────────────────────────────────────────────────

/** src/content/accessibility/manual-checks.yaml: one entry per check a person made by hand. */
export const manualCheckSchema = z.strictObject({
  /** Year-month-day, the day the check was made. */
  date: isoDate.meta({
    title: 'Date of the check (year-month-day, for example 2026-11-21)',
    pattern: String.raw`^\d{4}-\d{2}-\d{2}$`,
    patternMessage: 'Write the date as year-month-day, for example 2026-11-21',
  }),
  /** Who checked, by role, never by name ("our screen reader trainer, who uses JAWS every day"). */
  role: plainProse.meta({
    title: 'Who checked, by role (for example: our screen reader trainer, who uses JAWS every day)',
    widget: 'string',
  }),
  /** The screen reader, magnifier or other technology used, with its version; or "keyboard only". */
  assistiveTechnology: plainProse.meta({ title: 'Assistive technology and its version (or: keyboard only)', widget: 'string' }),
  /** The browser and its version. */
  browser: plainProse.meta({ title: 'Browser and its version', widget: 'string' }),
  /** The device and its system ("Windows 11 laptop", "iPhone 15, iOS 18"). */
  device: plainProse.meta({ title: 'Device and its system (for example: Windows 11 laptop)', widget: 'string' }),
  /** The pages and journeys checked. */
  pages: plainProse.meta({ title: 'Pages and journeys checked' }),
  /** The WCAG criteria the check covered. */
  criteria: z.array(criterion).min(1).meta({ title: 'WCAG criteria the check covered' }),
  outcome: z.enum(['no problems found', 'problems found']).meta({ title: 'What it found' }),
  /** What was found or done; problems found are also listed in known-issues.yaml. */
  notes: plainProse.optional().meta({ title: 'Notes (optional)' }),
});
export type ManualCheck = z.infer<typeof manualCheckSchema>;
export const manualChecksFileSchema = z.strictObject({
  checks: z
    .array(manualCheckSchema)
    .meta({ title: 'Checks', summary: '{{fields.date}}: {{fields.assistiveTechnology}} ({{fields.outcome}})' }),
});

/** src/content/accessibility/known-issues.yaml: what does not yet meet a WCAG criterion. */
export const knownIssueSchema = z.strictObject({
  /** What does not work, and where. */
  summary: plainProse.meta({ title: 'What does not work, and where' }),
  /** The criteria it fails. */
  criteria: z.array(criterion).min(1).meta({ title: 'WCAG criteria it fails' }),
  /** How far it falls short: parts of the criterion are met, or it is not met at all. */
  status: z.enum(['partially supports', 'does not support']).meta({ title: 'How far it falls short' }),
  /** What a visitor can do meanwhile (may link to the contact page). */
  meanwhile: linkedText.meta({ title: 'What to do meanwhile (links allowed, such as [contact us](/contact))' }),
  /** When we plan to fix it, in words (optional). */
  plannedFix: plainProse.optional().meta({ title: 'When we plan to fix it (optional)', widget: 'string' }),
});
export type KnownIssue = z.infer<typeof knownIssueSchema>;
export const knownIssuesFileSchema = z.strictObject({
  issues: z.array(knownIssueSchema).meta({ title: 'Issues', summary: '{{fields.summary}}' }),
});

/** src/content/accessibility/conformance-report.yaml: the report's words, and the criteria that do not apply. */
export const conformanceReportFileSchema = z.strictObject({
  intro: linkedText.meta({ title: 'Introduction (links allowed)' }),
  /** Why 4.1.1 Parsing has no row: WCAG 2.2 removed it. */
  parsingNote: linkedText.meta({ title: 'Note on 4.1.1 Parsing, removed from WCAG 2.2 (links allowed)' }),
  /** Each criterion that does not apply to this site, with the reason a visitor can check. */
  notApplicable: z
    .array(
      z.strictObject({
        criterion: criterionNumber.meta({ title: 'Criterion' }),
        reason: plainProse.meta({ title: 'Why it does not apply' }),
      }),
    )
    .meta({ title: 'Criteria that do not apply', item: 'criterion', summary: '{{fields.criterion}}' }),
});

// ── What the pages get (compiled at build time) ─────────────────────────────────────────────────

export type ConformanceStatus = 'supports' | 'partially supports' | 'does not support' | 'not applicable' | 'not yet verified';

/** The last full sweep, as the statement shows it. */
export interface SweepSummary {
  /** The day it started, in the UK (year-month-day). */
  date: string;
  pages: number;
  states: number;
  themes: number;
  checks: number;
  tools: { name: string; version: string }[];
  browser: string;
  issues: number;
  uncheckable: number;
  journeys: { name: string; passed: boolean }[];
  journeysProblem?: string;
  journeyTools: { name: string; version: string }[];
  passed: boolean;
  /** Whether it covers the site this statement was built with (docs/decisions/053). */
  coverage: SweepCoverage;
  /**
   * What it did not cover, each as a sentence a visitor reads (with links to the pages it names);
   * empty when it covers the site.
   */
  gaps: Inline[];
  /** The criteria it found issues against that no known issue names ("1.4.3 Contrast (Minimum) (AA)"). */
  unlistedCriteria: string[];
}

export interface CompiledManualCheck extends Omit<ManualCheck, 'criteria'> {
  /** "2.1.1 Keyboard": the criteria covered, with their names. */
  criteria: string[];
}

export interface CompiledKnownIssue extends Omit<KnownIssue, 'criteria' | 'meanwhile'> {
  criteria: string[];
  meanwhile: Inline;
}

/** A status as the pages show it: its name, what it means, and how many criteria have it. */
export interface StatusCount {
  status: ConformanceStatus;
  label: string;
  meaning: string;
  count: number;
}

/** The statement's evidence: the last sweep, the manual checks, the known issues and the report's totals. */
export interface StatementEvidence {
  /** The conformance report's address. */
  reportPath: string;
  sweep: SweepSummary | null;
  manualChecks: CompiledManualCheck[];
  knownIssues: CompiledKnownIssue[];
  statuses: StatusCount[];
  criteria: number;
}

/** A test named as evidence: its file and the titles that lead to it. */
export interface TestCitation {
  file: string;
  title: string;
}

/** One row of the conformance report. */
export interface ConformanceRow {
  number: CriterionNumber;
  name: string;
  level: WcagLevel;
  status: ConformanceStatus;
  /** The status's name, as the page shows it ("Not yet verified"). */
  statusLabel: string;
  /** Why it is not applicable. */
  notApplicable?: string;
  /** The known issues that name it, by their summaries. */
  issues: string[];
  rules: { axe: string[]; htmlcs: string[] };
  /** Issues the last sweep found against it. */
  sweepIssues: number;
  tests: TestCitation[];
  /** What a person must check, when automated evidence cannot settle it. */
  byHand?: string;
  /** The dates of the manual checks that covered it and found no problem, newest first. */
  checkedByHand: string[];
  /** It would be "supports", but the last sweep does not cover the site being built (docs/decisions/053). */
  heldBack: boolean;
}

export interface ConformanceReport {
  intro: Inline;
  parsingNote: Inline;
  /** The day of the last full sweep (UK), or null when none is recorded. */
  sweepDate: string | null;
  sweepPassed: boolean;
  /** Whether the last sweep covers the site the report was built with, and what it did not cover. */
  sweepCovers: boolean;
  sweepGaps: Inline[];
  statuses: StatusCount[];
  /** The criteria by WCAG's four principles, in order. */
  principles: { number: string; name: string; rows: ConformanceRow[] }[];
}

export type { CriterionNumber, SweepCoverage };
