import { expect } from 'vitest';

/** What Orca says for an element with a click action (issue 44, item 3). */
const clickable = 'clickable.';

/**
 * What Orca said, without "clickable.", said alone or at the end of a phrase ("… region clickable."):
 * React's listeners on the root it hydrates give what lies inside it a click action, which Orca reads
 * as "clickable." (issue 44, item 3, being fixed separately). Until that fix lands, these tests
 * neither expect nor forbid it.
 */
export function withoutClickable(speech: string[]): string[] {
  return speech.filter((spoken) => spoken !== clickable).map((spoken) => spoken.replace(/ clickable\.$/, '.'));
}

/** What Orca said (without "clickable.") from `phrase` on, the last time it was said. */
export function heardFrom(speech: string[], phrase: string): string[] {
  const heard = withoutClickable(speech);
  const at = heard.lastIndexOf(phrase);
  expect(at, `Orca never said "${phrase}"; it said: ${JSON.stringify(speech, null, 2)}`).toBeGreaterThanOrEqual(0);
  return heard.slice(at);
}

/** Each phrase said exactly once in the whole journey: news said twice would be heard twice. */
export function expectEachHeardOnce(speech: string[], phrases: string[]): void {
  const counts = phrases.map((phrase) => [phrase, speech.filter((spoken) => spoken === phrase).length]);
  expect(counts, `Orca said: ${JSON.stringify(speech, null, 2)}`).toEqual(phrases.map((phrase) => [phrase, 1]));
}
