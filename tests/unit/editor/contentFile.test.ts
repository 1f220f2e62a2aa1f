import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { contentFiles } from '../support/contentFiles';
import { ContentFileError, readEntry, writeEntry } from '../../../admin/src/editing/contentFile';
import { glossaryFileSchema, privacyPolicyFrontMatterSchema, testimonialsPageSchema } from '../../../content-model/schemas';
import { compareTerms } from '../../../content-model/text/glossary.ts';

const text = (file: string) => readFileSync(path.resolve(file), 'utf8');
const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  return a.flatMap((line, index) => (line === b[index] ? [] : [index + 1]));
};
const clone = <T>(value: T): T => structuredClone(value);

describe('a content file edited in place, as the editing screen will save it', () => {
  it('opens every content file, and saves it unchanged byte for byte', () => {
    for (const file of contentFiles()) {
      const entry = readEntry(file, text(file));
      expect(writeEntry(file, text(file), entry), file).toBe(text(file));
    }
  });

  it('changing a quote rewrites that line only: the comments, the other quotes and the layout stay', () => {
    const file = 'src/content/testimonials.yaml';
    const entry = readEntry(file, text(file));
    const data = clone(entry.data) as { testimonials: { quote: string[] }[] };
    data.testimonials[1]!.quote[0] = 'Our staff now train each new colleague themselves: “they can’t do that” is no longer said here.';
    const saved = writeEntry(file, text(file), { data });
    expect(changedLines(text(file), saved)).toHaveLength(1);
    expect(saved).toContain('# PROVISIONAL TESTIMONIALS: REPLACE BEFORE LAUNCH.');
    expect(testimonialsPageSchema.parse(parse(saved)).testimonials[1]!.quote[0]).toBe(data.testimonials[1]!.quote[0]);
  });

  it('changing the privacy policy’s date rewrites that line of the front matter, and the body stays', () => {
    const file = 'src/content/pages/privacy-policy.md';
    const entry = readEntry(file, text(file));
    // The date before is whatever the owner last set: read from the file, not pinned here.
    const before = String((entry.data as { lastUpdated: unknown }).lastUpdated);
    const after = before === '2026-12-01' ? '2026-12-02' : '2026-12-01';
    const saved = writeEntry(file, text(file), { data: { ...entry.data, lastUpdated: after } });
    expect(changedLines(text(file), saved)).toEqual([3]);
    // Written as the file had it, in its quotes: only the value's own characters change.
    expect(text(file)).toContain(`lastUpdated: '${before}'`);
    expect(saved).toBe(text(file).replace(`lastUpdated: '${before}'`, `lastUpdated: '${after}'`));
    expect(readEntry(file, saved)).toEqual({ data: { ...entry.data, lastUpdated: after }, body: entry.body });
    expect(privacyPolicyFrontMatterSchema.parse(readEntry(file, saved).data).lastUpdated).toBe(after);
  });

  it('a quoted value keeps its quotes, and a value that would not read back the same plain gets them', () => {
    const file = 'src/content/testimonials.yaml';
    const entry = readEntry(file, text(file));
    const changed = { ...entry.data, provisionalIntro: 'We train individuals: each “example” is ours.', heading: 'Feedback: #1' };
    const saved = writeEntry(file, text(file), { data: changed });
    expect(saved).toContain('provisionalIntro: "We train individuals: each “example” is ours."\n');
    expect(saved).toContain('heading: "Feedback: #1"\n');
    expect(readEntry(file, saved).data).toEqual(changed);
  });

  it('a paragraph folded over several lines becomes one line when changed; the next one stays folded', () => {
    const file = 'src/content/accessibility/conformance-report.yaml';
    const entry = readEntry(file, text(file));
    const saved = writeEntry(file, text(file), { data: { ...entry.data, intro: 'This report takes each criterion in turn.' } });
    expect(saved.startsWith('intro: This report takes each criterion in turn.\nparsingNote: >-\n')).toBe(true);
    expect(readEntry(file, saved).data).toEqual({ ...entry.data, intro: 'This report takes each criterion in turn.' });
  });

  it('adding and then removing a glossary term keeps every other term and the comments', () => {
    const file = 'src/content/glossary.yaml';
    const entry = readEntry(file, text(file));
    const terms = (entry.data as { terms: { term: string }[] }).terms;
    const added = {
      id: 'braille-embosser',
      term: 'Braille Embosser',
      definition: 'A printer that presses braille dots into paper.',
      category: 'Hardware',
      relatedTerms: [],
    };
    // In its alphabetical place, as the glossary's schema requires.
    const at = terms.findIndex((each) => compareTerms(each.term, added.term) > 0);
    const withTerm = writeEntry(file, text(file), { data: { terms: [...terms.slice(0, at), added, ...terms.slice(at)] } });
    expect(withTerm).toContain('# Glossary (/resources/glossary)');
    expect(glossaryFileSchema.parse(parse(withTerm)).terms[at]).toEqual(added);
    expect(glossaryFileSchema.parse(parse(withTerm)).terms).toHaveLength(terms.length + 1);

    const without = writeEntry(file, withTerm, { data: { terms } });
    expect(readEntry(file, without).data).toEqual(entry.data);
    expect(without).toContain('# Glossary (/resources/glossary)');
  });

  it('a testimonial moved to the top takes its own quoting and key order with it, not those of the item it replaced', () => {
    const file = 'src/content/testimonials.yaml';
    type Testimonials = { testimonials: Record<string, unknown>[] };
    // The third quote is double-quoted in the file; give the second a key order of its own too.
    const original = text(file).replace(
      '    author: A secondary school\n    role: Special educational needs coordinator\n',
      '    role: Special educational needs coordinator\n    author: A secondary school # named by role only\n',
    );
    const entry = readEntry(file, original);
    const [first, second, third] = (entry.data as Testimonials).testimonials;
    const data = { ...entry.data, testimonials: [third, first, second] };
    const saved = writeEntry(file, original, {
      data,
      listEdits: [
        { kind: 'move', path: ['testimonials'], from: 2, to: 1 },
        { kind: 'move', path: ['testimonials'], from: 1, to: 0 },
      ],
    });
    expect(readEntry(file, saved).data).toEqual(data);
    const items = saved.split('\n  - ').slice(1);
    expect(items[0]).toMatch(/^quote:\n {6}- "The session made us think again/);
    expect(items[1]).toMatch(/^quote:\n {6}- I had used a screen reader/);
    expect(items[2]).toMatch(/\n {4}role: Special educational needs coordinator\n {4}author: A secondary school # named by role only\n/);
    expect(saved).toContain('# PROVISIONAL TESTIMONIALS: REPLACE BEFORE LAUNCH.');
  });

  it('an item moved and then changed keeps its own formatting; a paragraph moved within it too', () => {
    const file = 'src/content/testimonials.yaml';
    type Testimonial = { quote: string[]; author: string };
    const original = text(file).replace(
      '    author: A secondary school\n    role: Special educational needs coordinator\n',
      '    role: Special educational needs coordinator\n    author: A secondary school # named by role only\n',
    );
    const entry = readEntry(file, original);
    const testimonials = clone((entry.data as { testimonials: Testimonial[] }).testimonials);
    const moved = [testimonials[0]!, testimonials[2]!, testimonials[1]!];
    moved[2]!.author = 'A secondary school in Malvern';
    moved[0]!.quote.reverse();
    const saved = writeEntry(file, original, {
      data: { ...entry.data, testimonials: moved },
      listEdits: [
        { kind: 'move', path: ['testimonials'], from: 1, to: 2 },
        { kind: 'move', path: ['testimonials', 0, 'quote'], from: 1, to: 0 },
      ],
    });
    expect(readEntry(file, saved).data).toEqual({ ...entry.data, testimonials: moved });
    expect(saved).toContain(
      '    role: Special educational needs coordinator\n    author: A secondary school in Malvern # named by role only\n',
    );
    expect(saved).toContain('  - quote:\n      - Having the two weeks');
  });

  it('moves that end where they started, and edits that do not fit the file, still save what the form shows', () => {
    const file = 'src/content/testimonials.yaml';
    const entry = readEntry(file, text(file));
    const back = writeEntry(file, text(file), {
      data: entry.data,
      listEdits: [
        { kind: 'move', path: ['testimonials'], from: 0, to: 1 },
        { kind: 'move', path: ['testimonials'], from: 1, to: 0 },
      ],
    });
    expect(back).toBe(text(file));
    const changed = { ...entry.data, heading: 'Feedback' };
    const misfit = writeEntry(file, text(file), { data: changed, listEdits: [{ kind: 'move', path: ['nothing'], from: 0, to: 1 }] });
    expect(readEntry(file, misfit).data).toEqual(changed);
  });

  it('an item removed and another added through the edits keep every other item as it was', () => {
    const file = 'src/content/testimonials.yaml';
    const entry = readEntry(file, text(file));
    const [first, second, third] = (entry.data as { testimonials: unknown[] }).testimonials;
    const added = { quote: ['New words.'], author: 'A college', role: 'Tutor', context: 'Training', provisional: true };
    const data = { ...entry.data, testimonials: [third, second, added] };
    const saved = writeEntry(file, text(file), {
      data,
      listEdits: [
        { kind: 'remove', path: ['testimonials'], index: 0 },
        { kind: 'move', path: ['testimonials'], from: 1, to: 0 },
        { kind: 'add', path: ['testimonials'], value: { quote: [] } },
      ],
    });
    expect(first).toBeDefined();
    expect(readEntry(file, saved).data).toEqual(data);
    expect(saved).toContain('  - quote:\n      - "The session made us think again');
  });

  it('a new file’s list edits are written from the form’s values', () => {
    const file = 'src/content/quick-guides/orca.md';
    const saved = writeEntry(file, '---\n---\n', {
      data: { title: 'Orca', tips: ['b', 'a'] },
      body: 'Words.\n',
      listEdits: [
        { kind: 'add', path: ['tips'], value: 'a' },
        { kind: 'add', path: ['tips'], value: 'b' },
        { kind: 'move', path: ['tips'], from: 1, to: 0 },
      ],
    });
    expect(readEntry(file, saved)).toEqual({ data: { title: 'Orca', tips: ['b', 'a'] }, body: 'Words.\n' });
  });

  it('a file that cannot be read says so in plain words', () => {
    expect(() => readEntry('src/content/home.yaml', 'hero:\n  heading: [unclosed')).toThrow(ContentFileError);
    expect(() => readEntry('src/content/home.yaml', 'hero:\n  heading: [unclosed')).toThrow(
      'The file is not laid out correctly, so it cannot be opened here: ask your developer to check it',
    );
    expect(() => readEntry('src/content/pages/about.md', 'title: About')).toThrow(
      'The file must start with its front matter, between two lines of three dashes (---)',
    );
    expect(() => readEntry('src/content/home.yaml', '- a list\n- not fields')).toThrow('The file must be a list of fields');
  });
});
