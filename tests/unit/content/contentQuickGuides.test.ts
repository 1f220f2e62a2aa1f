import { describe, expect, it } from 'vitest';
import { quickGuides as loadQuickGuides } from '../../../content-model/disk';
import { inlineText } from '../../../content-model/text/inline.ts';

const quickGuides = loadQuickGuides();

/** What a guide's Getting Started list says, as one text. */
function tips(slug: string): string {
  const guide = quickGuides.find((entry) => entry.slug === slug);
  if (!guide) throw new Error(`no guide ${slug}`);
  return guide.tips.map((tip) => `${tip.title}. ${inlineText(tip.text)}`).join('\n');
}

describe('quick guides state only what the vendors’ products do (docs/decisions/021)', () => {
  it('every guide keeps SPEC’s five Getting Started tips', () => {
    for (const guide of quickGuides) expect(guide.tips, guide.slug).toHaveLength(5);
  });

  it('MindManager: Enter adds a topic at the same level and Ctrl+Enter a subtopic, not SPEC’s keys', () => {
    const text = tips('mindmanager');
    expect(text).toContain('press Enter to add a topic at the same level, or Ctrl+Enter to add a subtopic');
    expect(text).toContain('one central topic');
    expect(text).not.toMatch(/Ctrl\+Shift\+Enter|\bTab\b|Ctrl\+Enter[^.]*central topic/);
  });

  it('ClaroRead: reading selected text aloud is described without a key the vendor’s documentation was not found to give', () => {
    const text = tips('claroread');
    expect(text).toMatch(/Read selected text aloud\. Select the text/);
    expect(text).not.toMatch(/\bF4\b/);
  });
});
