import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps the server from reading a page's markup with a pattern (issue 42,
 * docs/decisions/075): it fills the named slots of its templates by exact marker instead. Run through
 * ESLint with the project's own configuration, on the server as it is and on the patterns it used to have.
 */
const root = path.join(import.meta.dirname, '..', '..', '..');
const eslint = new ESLint({ cwd: root });

/** The messages of the rule for `code`, linted as if it were the file `file` of the project. */
async function patternProblems(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe('no regular expression over a page in the server', () => {
  it('the server has none', async () => {
    const results = await eslint.lintFiles(['server/**/*.ts']);
    expect(results.length).toBeGreaterThan(20);
    const found = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'no-restricted-syntax')
        .map((message) => `${path.relative(root, result.filePath)}:${message.line}`),
    );
    expect(found).toEqual([]);
  }, 60_000);

  it.each([
    ['a tag in a literal', 'export const strip = (html: string) => html.replace(/<script\\b[^>]*>[\\s\\S]*?<\\/script>/gi, "");'],
    ['a closing tag alone', 'export const end = /<\\/main>/;'],
    ['an attribute', 'export const value = (field: string) => field.replace(/\\svalue="[^"]*"/, "");'],
    ['a tag built from a hook', 'const id = "q"; export const field = new RegExp(`<input\\\\b[^>]*\\\\bid="${id}"[^>]*>`);'],
    ['a comment mark in a string', 'export const region = RegExp("<!--results-->(.*?)<!--/results-->", "s");'],
  ])('refuses %s anywhere in server/', async (_name, code) => {
    expect(await patternProblems(code, 'server/anyModule.ts')).toEqual([expect.stringMatching(/^No regular expression over a page/)]);
  });

  it('refuses any regular expression in the modules that make pages, and allows one that names no markup elsewhere', async () => {
    const endOfTag = 'export const end = /\\/?>$/;';
    expect(await patternProblems(endOfTag, 'server/search.ts')).toHaveLength(1);
    expect(await patternProblems(endOfTag, 'server/errorPage.ts')).toHaveLength(1);
    // An e-mail address's pattern may exclude < and > (server/config.ts): no markup named.
    expect(await patternProblems('export const email = /^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$/;', 'server/config.ts')).toEqual([]);
  });
});
