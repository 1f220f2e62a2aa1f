'use strict';
/**
 * The sweep's axe runner: pa11y's own axe runner (same issues, same levels), run with the project's
 * axe-core and with the WCAG 2.2 rules switched on. pa11y maps its standard WCAG2AA to the tags
 * wcag2a, wcag21a, wcag2aa, wcag21aa and best-practice, which leave out the rules axe tags only
 * wcag22a/wcag22aa (target-size, 2.5.8). pa11y's `rules` option would switch them on, but pa11y
 * hands the same option to HTML_CodeSniffer, which rejects any rule it does not know; so the rules
 * are added here, for axe alone. pa11y injects `run` into the page as source text (run.toString()),
 * so the wrapper is built as source too, around the built-in function's own source.
 */
const builtIn = require('pa11y/lib/runners/axe.js');
const axe = require('axe-core');

/** The axe rules for WCAG 2.2 A and AA success criteria (axe-core 4.13: target-size). */
const wcag22Rules = axe.getRules(['wcag22a', 'wcag22aa']).map((rule) => rule.ruleId);

const source = `async (options) => (${builtIn.run.toString()})({ ...options, rules: [...(options.rules || []), ...${JSON.stringify(wcag22Rules)}] })`;

module.exports = {
  supports: builtIn.supports,
  scripts: [require.resolve('axe-core/axe.min.js')],
  // A real function whose source text is the wrapper above.
  run: new Function(`return ${source}`)(),
  wcag22Rules,
  axeVersion: axe.version,
};
