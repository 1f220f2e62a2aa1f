/**
 * Why a step of `npm test` failed, in a few lines: printed after the summary, so the last lines a CI log
 * keeps still say which test failed and on what assertion. Colour codes, blank lines, npm's own warnings
 * and Playwright's call logs, source excerpts and trace instructions are left out; what is left is the
 * end of the step's output.
 */
import { stripVTControlCharacters } from 'node:util';

const noise = [
  /^\s*$/,
  /^npm warn /,
  // Playwright's call log ("- waiting for getByRole(...)", "9 × locator resolved to ..."), the source
  // lines around the failing call (the failing line, marked ">", and its "at file:line" stay) and the
  // trace attachment's instructions.
  /^\s*Call log:$/i,
  /^\s+- /,
  /^\s+\d+ × /,
  /^\s+(unexpected value|locator resolved)/,
  /^\s+(\d+ )?\|/,
  /attachment #\d|show-trace|^\s*Usage:$|^\s*─+$|^\s*test-results\//,
];

export function failureDigest(output: string[], maxLines = 30, maxWidth = 200): string[] {
  const lines = output
    .map((line) => stripVTControlCharacters(line).trimEnd())
    .filter((line) => !noise.some((pattern) => pattern.test(line)))
    .map((line) => (line.length > maxWidth ? `${line.slice(0, maxWidth - 1)}…` : line));
  return lines.slice(-maxLines);
}
