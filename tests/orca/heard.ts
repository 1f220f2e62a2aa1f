import { expect } from 'vitest';

/** What Orca says for an element with a click action (issue 44, item 3). */
const clickable = 'clickable.';

/**
 * What Orca said from the first `phrase` on (the last time it was said), the keys' effect, without
 * "clickable.": React's listeners on the root it hydrates give what lies inside it a click action,
 * which Orca reads as "clickable." when focus moves to the main content. That is issue 44's item 3,
 * being fixed separately: until then these tests neither expect nor forbid it.
 */
export function heardFrom(speech: string[], phrase: string): string[] {
  const at = speech.lastIndexOf(phrase);
  expect(at, `Orca never said "${phrase}"; it said: ${JSON.stringify(speech, null, 2)}`).toBeGreaterThanOrEqual(0);
  return speech.slice(at).filter((spoken) => spoken !== clickable);
}

/** Each phrase said exactly once in the whole journey: news said twice would be heard twice. */
export function expectEachHeardOnce(speech: string[], phrases: string[]): void {
  const counts = phrases.map((phrase) => [phrase, speech.filter((spoken) => spoken === phrase).length]);
  expect(counts, `Orca said: ${JSON.stringify(speech, null, 2)}`).toEqual(phrases.map((phrase) => [phrase, 1]));
}
