import { expect } from 'vitest';

/** What Orca says for an element with a click action (issue 44, item 3). */
const clickable = 'clickable.';

/**
 * The places the site or the screen moves focus to, or makes focusable on purpose: a region (a
 * form's summary or outcome), a heading (where a link or a screen arrives), the video player (it
 * takes focus for its keys).
 */
const focusedPlace = / (?:region|heading level \d|video) clickable\.$/;

/**
 * What Orca said, without "clickable.", said alone or at the end of a phrase ("… region clickable."),
 * after checking it was said only where the site itself moves focus to an element that is not a
 * control: the main content (after a link or the skip link), the regions a form focuses (its error
 * summary, its outcome) and the headings a link or a screen arrives at. Chromium gives such an element the `clickAncestor` action from
 * React's event listeners (on its root, and as much on `document` or `window`), and Orca 43 says
 * "clickable" for a focusable element with that action; the site cannot take it away while React
 * handles its events (docs/decisions/090). Anywhere else, "clickable" would be a fault of the site's
 * own (a click handler on something that is not a control), and fails the test.
 */
export function withoutClickable(speech: string[]): string[] {
  speech.forEach((spoken, at) => {
    if (spoken === clickable)
      expect(
        speech[at - 1],
        `"clickable." said after: ${speech[at - 1]}; in: ${speech.slice(Math.max(0, at - 6), at + 4).join(' | ')}`,
      ).toBe('main content.');
    else if (spoken.endsWith(` ${clickable}`)) expect(spoken, `"clickable" said for: ${spoken}`).toMatch(focusedPlace);
  });
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

/**
 * `phrases` said in this order, with anything between them (Orca's own words as it moves: "leaving
 * list.", "Focus mode"): for the editing screen's long forms, where what matters is each step's news.
 */
export function expectInOrder(speech: string[], phrases: string[]): void {
  let from = 0;
  for (const phrase of phrases) {
    const at = speech.indexOf(phrase, from);
    expect(
      at,
      `Orca never said "${phrase}" after "${speech[from - 1] ?? ''}"; it said: ${JSON.stringify(speech, null, 2)}`,
    ).toBeGreaterThanOrEqual(0);
    from = at + 1;
  }
}
