import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContentFolder } from '../../../content-model/disk';
import { compileContent } from '../../../content-model/compiler/compiledContent.ts';
import { writeDocx } from '../../../scripts/downloads/docx';
import { downloadDocuments } from '../../../scripts/downloads/fromContent';
import { expectedLines } from '../support/docxParts';

/**
 * The Word downloads open in another word processor as they are, with nothing lost: LibreOffice
 * (headless) converts every document to plain text, and the text must be the page's content line by
 * line: each heading, paragraph, list item (with its bullet, or its number counting from 1 in each
 * list) and table cell, in order. Needs LibreOffice: `apt-get install -y libreoffice-writer-nogui`.
 */
const documents = downloadDocuments(compileContent(defaultContentFolder));
const work = mkdtempSync(path.join(tmpdir(), 'docx-round-trip-'));
const files = path.join(work, 'docx');
const texts = path.join(work, 'text');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const kinds = [
  { name: 'Word', suffix: '', largePrint: false },
  { name: 'large-print Word', suffix: '-large-print', largePrint: true },
] as const;

/** Why nothing could be converted: every test fails with it (a missing LibreOffice is a failure, not a skip). */
let failure: string | undefined;

beforeAll(async () => {
  const soffice = spawnSync('soffice', ['--version'], { encoding: 'utf8' });
  if (soffice.error || soffice.status !== 0) {
    failure =
      'LibreOffice (soffice) is not installed, so the Word downloads cannot be shown to open elsewhere than Word. ' +
      'Install it: apt-get install -y libreoffice-writer-nogui';
    return;
  }
  mkdirSync(files);
  const written: string[] = [];
  for (const doc of documents) {
    for (const kind of kinds) {
      const file = path.join(files, `${doc.fileName}${kind.suffix}.docx`);
      writeFileSync(file, await writeDocx(doc, { largePrint: kind.largePrint }));
      written.push(file);
    }
  }
  // One LibreOffice for every file (it takes seconds to start), with a profile of its own.
  const converted = spawnSync(
    'soffice',
    [`-env:UserInstallation=file://${path.join(work, 'profile')}`, '--headless', '--convert-to', 'txt:Text', '--outdir', texts, ...written],
    { encoding: 'utf8', timeout: 240_000 },
  );
  if (converted.status !== 0) failure = `LibreOffice could not convert the documents:\n${converted.stdout}${converted.stderr}`;
}, 300_000);

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

describe.each(documents.map((doc) => [doc.path, doc] as const))('%s', (_, doc) => {
  it.each(kinds)('opens in LibreOffice as the $name file, every line of the page there in order', (kind) => {
    if (failure) throw new Error(failure);
    const file = path.join(texts, `${doc.fileName}${kind.suffix}.txt`);
    expect(existsSync(file), `LibreOffice gave no text for ${doc.fileName}${kind.suffix}.docx`).toBe(true);
    const lines = readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .map(clean)
      .filter(Boolean);
    expect(lines).toEqual(expectedLines(doc, { listMarkers: true }).map(clean));
  });
});
