import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One copy of each helper that the floors share (issue 42, docs/decisions/078): `plural` on the ground
 * floor, `escapeHtml` in the site's lib, each defined once and imported wherever it is used. Four
 * `plural`s and four HTML escapers (two of them by other names, and with different escapes) had grown
 * apart; this fails on another, with the file that defines it.
 */
const projectDir = path.resolve(import.meta.dirname, '..', '..', '..');
const codeFolders = ['content-model', 'src', 'server', 'admin', 'scripts'];
const skipped = new Set(['node_modules', 'generated', 'dist']);

const helpers = { plural: 'content-model/text/plural.ts', escapeHtml: 'src/lib/html.ts' };

function codeFiles(folder: string): string[] {
  return readdirSync(path.join(projectDir, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : codeFiles(relative);
    return /\.(tsx?|m?js|cjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

const sources = codeFolders.flatMap(codeFiles).map((file) => ({
  file,
  source: ts.createSourceFile(file, readFileSync(path.join(projectDir, file), 'utf8'), ts.ScriptTarget.Latest, true),
}));

/** The files where a node that `matches` is, once each. */
function filesWhere(matches: (node: ts.Node) => boolean): string[] {
  const found = new Set<string>();
  for (const { file, source } of sources) {
    const visit = (node: ts.Node) => {
      if (matches(node)) found.add(file);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...found];
}

/** A function, a variable, a method or a property of this name is defined here (not imported or used). */
const defines = (name: string) => (node: ts.Node) =>
  (ts.isFunctionDeclaration(node) ||
    ts.isVariableDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isPropertyAssignment(node) ||
    ts.isPropertyDeclaration(node)) &&
  node.name !== undefined &&
  ts.isIdentifier(node.name) &&
  node.name.text === name;

/** Code that writes an HTML entity for one of the escaped characters itself: an HTML escaper, whatever its name. */
const writesAnEntity = (node: ts.Node) =>
  (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) && /&(amp|lt|gt|quot|#0*39|#x0*27);/i.test(node.text);

describe('the helpers the floors share', () => {
  it('reads the code of every floor', () => {
    expect(sources.length).toBeGreaterThan(300);
    expect(sources.map(({ file }) => file)).toEqual(expect.arrayContaining(Object.values(helpers)));
  });

  for (const [name, home] of Object.entries(helpers))
    it(`define ${name} once, in ${home}`, () => {
      expect(filesWhere(defines(name))).toEqual([home]);
    });

  it('escape HTML in one place: no other module writes &amp;, &lt;, &gt;, &quot; or &#x27; itself', () => {
    expect(filesWhere(writesAnEntity)).toEqual([helpers.escapeHtml]);
  });
});
