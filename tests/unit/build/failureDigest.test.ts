import { describe, expect, it } from 'vitest';
import { failureDigest } from '../../../scripts/shared/failureDigest';

/** The end of a failed Playwright run as the list reporter prints it (colours included). */
const playwrightOutput = [
  'npm warn Unknown user config "nodedir".',
  'Running 6 tests using 1 worker',
  '  \x1b[32m✓\x1b[39m  1 tests/cms/editing-screen.spec.ts:55:1 › the owner edits a testimonial (5.1s)',
  "  \x1b[31m✘\x1b[39m  2 tests/cms/editing-screen.spec.ts:146:1 › the owner changes the privacy policy's date (31.2s)",
  '',
  "  1) tests/cms/editing-screen.spec.ts:146:1 › the owner changes the privacy policy's date ───",
  '',
  '    Error: expect(locator).toHaveValue(expected) failed',
  '',
  "    Locator:  getByRole('textbox', { name: /^Date it was last updated/ })",
  '    Expected: "2026-11-21"',
  '    Received: ""',
  '    Timeout:  30000ms',
  '',
  '    Call log:',
  '      - Expect "toHaveValue" with timeout 30000ms',
  "      - waiting for getByRole('textbox', { name: /^Date it was last updated/ })",
  '        9 × locator resolved to <input value="" id="lastUpdated-field"/>',
  '          - unexpected value ""',
  '',
  "      166 |   const date = page.getByRole('textbox');",
  "    > 167 |   await expect(date).toHaveValue('2026-11-21');",
  '          |                      ^',
  "      168 |   await date.fill('2026-12-01');",
  '        at /work/main/tests/cms/editing-screen.spec.ts:167:22',
  '',
  '    attachment #1: trace (application/zip) ──────────',
  '    test-results/editingScreen-the-owner/trace.zip',
  '    Usage:',
  '',
  '        npx playwright show-trace test-results/editingScreen-the-owner/trace.zip',
  '',
  '    ─────────────────────────────────────────────────',
  '',
  '  1 failed',
  "    tests/cms/editing-screen.spec.ts:146:1 › the owner changes the privacy policy's date",
  '  5 passed (1.2m)',
];

describe('why a step of npm test failed, repeated after the summary', () => {
  it('keeps the failed test, its assertion, what was expected and received, and where', () => {
    expect(failureDigest(playwrightOutput)).toEqual([
      'Running 6 tests using 1 worker',
      '  ✓  1 tests/cms/editing-screen.spec.ts:55:1 › the owner edits a testimonial (5.1s)',
      "  ✘  2 tests/cms/editing-screen.spec.ts:146:1 › the owner changes the privacy policy's date (31.2s)",
      "  1) tests/cms/editing-screen.spec.ts:146:1 › the owner changes the privacy policy's date ───",
      '    Error: expect(locator).toHaveValue(expected) failed',
      "    Locator:  getByRole('textbox', { name: /^Date it was last updated/ })",
      '    Expected: "2026-11-21"',
      '    Received: ""',
      '    Timeout:  30000ms',
      "    > 167 |   await expect(date).toHaveValue('2026-11-21');",
      '        at /work/main/tests/cms/editing-screen.spec.ts:167:22',
      '  1 failed',
      "    tests/cms/editing-screen.spec.ts:146:1 › the owner changes the privacy policy's date",
      '  5 passed (1.2m)',
    ]);
  });

  it('keeps only the last lines, each cut to a readable width', () => {
    const long = Array.from({ length: 50 }, (_, index) => `line ${index} ${'x'.repeat(300)}`);
    const digest = failureDigest(long, 30, 200);
    expect(digest).toHaveLength(30);
    expect(digest[0]).toMatch(/^line 20 x+…$/);
    expect(digest.every((line) => line.length === 200)).toBe(true);
  });
});
