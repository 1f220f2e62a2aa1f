/**
 * The id of a heading or an item made from its words ("Step 2: Stop speech" → "step-2-stop-speech"),
 * so that a link can go straight to it: site search's results do (docs/decisions/051), and visitors
 * can share an address that opens at the answer. Long questions are cut at a word, to 60 characters.
 */
export function anchorId(words: string): string {
  const slug = words
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= 60) return slug || 'section';
  return slug.slice(0, 61).replace(/-[^-]*$/, '');
}

/** The element an address's #fragment names, if the page has it (a malformed escape names nothing). */
export function fragmentTarget(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
