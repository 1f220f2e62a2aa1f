// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { draftBackMessage, draftFor, dropDraft, keepDraft, keptDraft, type Draft } from '../../../admin/src/editing/draft';

/* The owner's changes kept in the tab across a sign-in (docs/decisions/071): for their own screen only, once. */

const draft: Draft = {
  place: { screen: 'edit', path: 'src/content/testimonials.yaml' },
  heading: 'Edit: Client feedback page',
  original: { text: 'testimonials: []\n', version: 'abc123' },
  values: { testimonials: [{ quote: ['Every word kept.'] }] },
  fileName: '',
  listEdits: [{ kind: 'remove', path: ['testimonials', 0, 'quote'], index: 1 }],
};

describe('changes kept across a sign-in', () => {
  afterEach(() => window.sessionStorage.clear());

  it('are kept whole, with the version the file was opened at, and given back to their own screen once', () => {
    expect(keepDraft(draft)).toBe(true);
    expect(keptDraft()).toEqual(draft);
    expect(draftFor({ screen: 'edit', path: 'src/content/glossary.yaml' })).toBeUndefined();
    expect(draftFor({ screen: 'new', name: 'testimonials' })).toBeUndefined();
    expect(draftFor(draft.place)).toEqual(draft);
    // Its screen drops it once the changes are on the screen: no longer kept.
    dropDraft();
    expect(keptDraft()).toBeUndefined();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('are dropped when saved or left, and anything in storage that is not a draft is never restored', () => {
    keepDraft(draft);
    dropDraft();
    expect(keptDraft()).toBeUndefined();
    for (const stored of ['not json', '{"place":{"screen":"edit"}}', JSON.stringify({ ...draft, original: { text: 1 } })]) {
      window.sessionStorage.setItem('editing-screen-draft', stored);
      expect(keptDraft()).toBeUndefined();
      expect(window.sessionStorage.length).toBe(0);
    }
  });

  it('say, when back, which button saves them', () => {
    expect(draftBackMessage(draft)).toBe(
      'Your changes are back, as you left them before signing in again. They are not saved yet: press Save changes to save them.',
    );
    expect(draftBackMessage({ ...draft, place: { screen: 'new', name: 'quick-guides' }, original: null })).toMatch(
      /press Save the new page to save them\.$/,
    );
  });
});
