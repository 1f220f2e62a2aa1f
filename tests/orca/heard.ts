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

/**
 * Orca's words for its own mode, "Focus mode" and "Browse mode": whether and where Orca says them
 * depends on how soon it takes in each focus event (on a busy machine, "Browse mode" went unsaid as
 * the contact form's outcome took focus, in 1 run of 2), and they say nothing of the site's.
 */
const orcasModes = /^(?:Focus mode|Browse mode)$/;

/**
 * What Orca said (without "clickable." and without its mode words) from `phrase` on, the last time
 * it was said.
 */
export function heardFrom(speech: string[], phrase: string): string[] {
  const heard = withoutClickable(speech).filter((spoken) => !orcasModes.test(spoken));
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
    const missed = `"${phrase}" after "${speech[from - 1] ?? ''}"`;
    // The phrase missed is named last too: CI shows the end of a failing step's output.
    expect(at, `Orca never said ${missed}; it said: ${JSON.stringify(speech, null, 2)}\nMissed: ${missed}`).toBeGreaterThanOrEqual(0);
    from = at + 1;
  }
}

/** Orca's own words as its place moves: "leaving list.", "main content" (a landmark entered), its modes. */
const isOrcasMovingWord = (phrase: string) => orcasModes.test(phrase) || /^(?:leaving [a-z ]+\.|main content)$/.test(phrase);

/**
 * After `followed` (a link to another screen of the editing screen), Orca said the new screen's
 * `heading`, where focus went, or nothing of the site, before `next` (the next key's news): never
 * anything else but its own words as its place moves ("leaving list." when the next key moves it
 * from where the old screen's link was). Orca 43 sets its place on the heading without saying it
 * when the link followed has gone from the page by the time it takes in the focus event (its web
 * script's "Clearing context - obj … is null or zombie", then the locus set with "Notify: False").
 * How soon it takes that event in depends on the machine's load: on a busy machine the file's screen
 * went unsaid too (docs/decisions/090, amended 2026-12-02). `next` shows Orca's place was the new screen's top.
 */
export function expectArrivalHeardOrSilent(speech: string[], followed: string, heading: string, next: string): void {
  const from = speech.indexOf(followed);
  expect(from, `Orca never said "${followed}"; it said: ${JSON.stringify(speech, null, 2)}`).toBeGreaterThanOrEqual(0);
  const to = speech.indexOf(next, from + 1);
  expect(to, `Orca never said "${next}" after "${followed}"; it said: ${JSON.stringify(speech, null, 2)}`).toBeGreaterThan(from);
  const said = speech.slice(from + 1, to);
  expect([[], [heading]], `between "${followed}" and "${next}": ${JSON.stringify(said)}`).toContainEqual(
    said.filter((phrase) => !isOrcasMovingWord(phrase)),
  );
}
