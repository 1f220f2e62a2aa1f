import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isCriterionNumber, type CriterionNumber } from '../../content-model/accessibility/wcag.ts';
import type { SweepDefaults } from './sweepDefaults';
import { criterionFromAxeTag, criterionFromHtmlcsCode } from './issueCriteria';

const require = createRequire(import.meta.url);

interface AxeRule {
  ruleId: string;
  tags: string[];
}

/** The automated rules the sweep runs for one WCAG criterion, by runner. */
export interface CriterionRules {
  axe?: string[];
  htmlcs?: string[];
}

/**
 * The axe rules the sweep runs: what pa11y's axe runner asks axe for (its `runOnly` tags for the
 * standard: wcag2a and wcag21a, with wcag2aa and wcag21aa above level A, and best-practice), as axe
 * selects them (leaving out the rules it tags experimental or deprecated), and the WCAG 2.2 rules
 * the sweep's own runner switches on (scripts/sweep/axeRunner.cjs). Read from the installed
 * axe-core's metadata, so an upgrade changes the list with it.
 */
export function axeRulesRun(standard: SweepDefaults['standard'], rules: AxeRule[] = axeRules()): AxeRule[] {
  const tags = ['wcag2a', 'wcag21a', ...(standard === 'WCAG2A' ? [] : ['wcag2aa', 'wcag21aa']), 'best-practice'];
  const excluded = ['experimental', 'deprecated'];
  const wcag22 = new Set((require('./axeRunner.cjs') as { wcag22Rules: string[] }).wcag22Rules);
  return rules.filter(
    (rule) => wcag22.has(rule.ruleId) || (rule.tags.some((tag) => tags.includes(tag)) && !rule.tags.some((tag) => excluded.includes(tag))),
  );
}

function axeRules(): AxeRule[] {
  return (require('axe-core') as { getRules: () => AxeRule[] }).getRules();
}

/**
 * The HTML_CodeSniffer sniffs of the standard that can report an error. pa11y reports HTML_CodeSniffer's
 * errors only (not its warnings or notices, which ask a person to check), so a sniff that never raises
 * an error checks nothing the sweep would show. Read from the installed package: the standard's ruleset
 * and each sniff's source.
 */
export function htmlcsSniffsRun(standard: SweepDefaults['standard']): string[] {
  const packageDir = path.dirname(require.resolve('@pa11y/html_codesniffer/package.json'));
  const ruleset: Record<string, { sniffs: { standard: string; include: string[] }[] }> = {};
  // The ruleset file assigns the standard to `_global`, as the bundle does in a page.
  new Function('_global', readFileSync(path.join(packageDir, 'Standards', standard, 'ruleset.js'), 'utf8'))(ruleset);
  const sniffs = ruleset[`HTMLCS_${standard}`]?.sniffs ?? [];
  return sniffs.flatMap((group) =>
    group.include
      .filter((sniff) =>
        /HTMLCS\.ERROR/.test(
          readFileSync(path.join(packageDir, 'Standards', group.standard, 'Sniffs', ...sniff.split('.')) + '.js', 'utf8'),
        ),
      )
      .map((sniff) => `${standard}.${sniff}`),
  );
}

/**
 * For each WCAG 2.2 A and AA criterion, the automated rules the sweep runs that test it: axe rules by
 * their wcagNNN tags, HTML_CodeSniffer sniffs by the criterion in their name. Best practices and rules
 * for other levels are left out: they test no criterion of the report.
 */
export function rulesByCriterion(defaults: Pick<SweepDefaults, 'standard' | 'runners'>): Partial<Record<CriterionNumber, CriterionRules>> {
  const found: Partial<Record<CriterionNumber, CriterionRules>> = {};
  const add = (number: string | null, runner: keyof CriterionRules, rule: string) => {
    if (!number || !isCriterionNumber(number)) return;
    const entry = (found[number] ??= {});
    const list = (entry[runner] ??= []);
    if (!list.includes(rule)) list.push(rule);
  };
  if (defaults.runners.includes('axe')) {
    for (const rule of axeRulesRun(defaults.standard)) for (const tag of rule.tags) add(criterionFromAxeTag(tag), 'axe', rule.ruleId);
  }
  if (defaults.runners.includes('htmlcs')) {
    for (const sniff of htmlcsSniffsRun(defaults.standard)) add(criterionFromHtmlcsCode(sniff), 'htmlcs', sniff);
  }
  for (const entry of Object.values(found)) {
    entry.axe?.sort();
    entry.htmlcs?.sort();
  }
  return found;
}
