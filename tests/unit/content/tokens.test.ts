import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tokenValues } from '../../../content-model/compiler/business.ts';
import { contentFolderInMemory, type ContentFolder } from '../../../content-model/compiler/contentFolder.ts';
import { loadQuickGuide } from '../../../content-model/compiler/quickGuides.ts';
import { fillStrings } from '../../../content-model/compiler/strings.ts';
import { readValidYaml } from '../../../content-model/compiler/yaml.ts';
import { loadYamlFile } from '../../../content-model/compiler/yamlFile.ts';
import { defaultContentDir } from '../../../content-model/disk/contentDir.ts';
import { text } from '../../../content-model/schemas/common.ts';
import { linkedText } from '../../../content-model/schemas/linkedText.ts';
import { tokenNames, tokenTable } from '../../../content-model/text/tokenTable.ts';
import { knownTokensText, unknownTokens } from '../../../content-model/text/tokens.ts';
import { site } from '../../../src/config/site';
import { contentProblem } from '../support/contentProblem';

describe('the business-detail tokens', () => {
  it('reports each token a text names that is not a business detail, in order', () => {
    expect(unknownTokens('Write to {email} or {emial}, in {town} or {city}.')).toEqual(['emial', 'city']);
    expect(unknownTokens('Call {phone} from {companyName}.')).toEqual([]);
  });

  it('knows a token by its name only, not by what every object has', () => {
    expect(unknownTokens('{constructor} {toString} {__proto__}')).toEqual(['constructor', 'toString', '__proto__']);
  });

  it('names the same tokens the build fills, in the order an error lists them', () => {
    expect(Object.keys(tokenTable(site))).toEqual([...tokenNames]);
    expect(knownTokensText()).toBe(tokenNames.map((name) => `{${name}}`).join(', '));
  });
});

/*
 * Each content folder fills its own {tokens} (docs/decisions/076): compiling a file's text checks its
 * tokens and leaves them in, and the file's reader fills the compiled text with the values of the
 * folder it read the file from, passed by name. Before, the folder was a module variable set by the
 * last file read, so a file read in between gave one folder's text another's business details.
 */
const siteBusiness = readFileSync(path.join(defaultContentDir, 'business.yaml'), 'utf8');
const guideText = readFileSync(path.resolve(import.meta.dirname, '../../fixtures/content-errors/quick-guides/links-and-tokens.md'), 'utf8');

/** A YAML file of the test's own, with a plain text and a text with links, each naming business details. */
const noteSchema = z.object({ heading: text, note: linkedText });
const noteText = 'heading: Training from {companyName}\nnote: Write to [{email}](mailto:{email}) at {companyName}.\n';

/** A content folder in memory, with the site's business details under another name and address, a note and a quick guide. */
function folderOf(companyName: string, email: string, guide = guideText): ContentFolder {
  const business = siteBusiness.replace(/^companyName: .*$/m, `companyName: ${companyName}`).replace(/^email: .*$/m, `email: ${email}`);
  return contentFolderInMemory(
    new Map([
      ['business.yaml', business],
      ['note.yaml', noteText],
      ['quick-guides/guide.md', guide],
    ]),
  );
}

describe('each content folder fills its own {tokens}', () => {
  const alpha = folderOf('Alpha Training Ltd', 'alpha@example.co.uk');
  const beta = folderOf('Beta Access Ltd', 'beta@example.co.uk');

  it("gives a file of one folder its own business details when another folder's file is read before its text is filled", () => {
    const note = readValidYaml(alpha, 'note.yaml', noteSchema);
    const guide = loadQuickGuide(beta, 'guide.md');
    expect(fillStrings(note.data, tokenValues(alpha), note.file, note.source.lineOf)).toEqual({
      heading: 'Training from Alpha Training Ltd',
      note: ['Write to ', { href: 'mailto:alpha@example.co.uk', text: 'alpha@example.co.uk' }, ' at Alpha Training Ltd.'],
    });
    expect(guide.guide.tips[0]?.text).toContainEqual({ href: 'mailto:beta@example.co.uk', text: 'beta@example.co.uk' });
    expect(guide.route.title).toBe('Dragon Quick Guide | Beta Access Ltd');
    expect(loadYamlFile(alpha, 'note.yaml', noteSchema).heading).toBe('Training from Alpha Training Ltd');
  });

  it('compiles a text without any folder’s details, whichever folder was read last: the reader fills its tokens', () => {
    loadQuickGuide(beta, 'guide.md');
    expect(noteSchema.parse({ heading: 'Notes', note: 'Write to [{email}](mailto:{email}).' }).note).toEqual([
      'Write to ',
      { href: 'mailto:{email}', text: '{email}' },
      '.',
    ]);
  });

  it("refuses an unknown token in a Markdown link's words or address on its line, as in its text", () => {
    const misspelt = guideText.replace('[{email}](mailto:{email})', '[{emial}](mailto:{emial})');
    expect(contentProblem(() => loadQuickGuide(folderOf('Alpha Training Ltd', 'alpha@example.co.uk', misspelt), 'guide.md'))).toBe(
      `src/content/quick-guides/guide.md: line 13: unknown business detail {emial}: use one of ${knownTokensText()}`,
    );
  });
});
