import { escapeHtml } from '../html';
import type { SearchOutcome, SearchResultItem } from './outcome';
import { MAX_QUERY_WORDS } from './query';
import { RESULTS_END, RESULTS_START, SEARCH_NEEDS_JAVASCRIPT_ID } from './searchPageHooks';
import type { Marked } from './extract';
import type { PageLink } from '../../../content-model/search/types.ts';

/**
 * The search page's answer as HTML, written by one function wherever it is made: by the prerender
 * (every page, for a static host without JavaScript), by the Node server (GET /search?q=, no
 * JavaScript needed) and by the search page in the browser. So the three can never differ, and the
 * browser can keep what the server sent (docs/decisions/051).
 */

/** The heading of the answer: it takes no focus, but a "skip to results" link can reach it. */
export const RESULTS_HEADING_ID = 'search-results-heading';

function markedHtml(marked: Marked): string {
  return marked.map((piece) => (piece.mark ? `<mark>${escapeHtml(piece.text)}</mark>` : escapeHtml(piece.text))).join('');
}

/** "12 results for “magnifier”": the heading, the title and what a screen reader hears once. */
export function countText(outcome: Pick<SearchOutcome, 'query' | 'total'>): string {
  const quoted = `“${outcome.query}”`;
  if (outcome.total === 0) return `No results for ${quoted}`;
  return `${outcome.total} ${outcome.total === 1 ? 'result' : 'results'} for ${quoted}`;
}

/** "“a”, “b” and “c”": words as a list in a sentence. */
function quotedList(words: readonly string[]): string {
  const quoted = words.map((word) => `“${word}”`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : (quoted[0] ?? '');
}

/**
 * What the search did with a query of more than MAX_QUERY_WORDS words (issue 43), said in the answer
 * under its heading and, with its count, through the page's status region: how many words were left
 * out, then which. Empty when none were.
 */
export function leftOutText(outcome: Pick<SearchOutcome, 'leftOut'>): { said: string; shown: string } {
  const count = outcome.leftOut.length;
  if (!count) return { said: '', shown: '' };
  const said = `A search uses at most ${MAX_QUERY_WORDS} words, so ${count === 1 ? '1 word was' : `${count} words were`} left out`;
  return { said: `${said}.`, shown: `${said}: ${quotedList(outcome.leftOut)}. To find them, search again with fewer words.` };
}

/** What the page's status region says after a search: the count, then how many words were left out, if any. */
export function searchAnnouncement(outcome: Pick<SearchOutcome, 'query' | 'total' | 'leftOut'>): string {
  const { said } = leftOutText(outcome);
  return said ? `${countText(outcome)}. ${said}` : countText(outcome);
}

/** The words a best bet is marked with, seen and heard: not by colour alone. */
export const BEST_MATCH_LABEL = 'Best match';

/**
 * Where a result is: its page, and the section of the page, each said once. A page's own result is
 * its page: nothing is added to its name ("JAWS Screen Reader Tutorial", not the name said twice).
 */
export function resultPlace(result: Pick<SearchResultItem, 'title' | 'page' | 'section'>): string {
  const name = result.title.map((piece) => piece.text).join('');
  return [...new Set([result.page, result.section])].filter((part) => part && part !== name).join(', ');
}

function resultHtml(result: SearchResultItem): string {
  const where = resultPlace(result);
  // The link's words are the result's name and where it is, so it makes sense read alone (in a list
  // of links, or by voice control), and a screen reader's heading list names each result. A best
  // bet's heading starts with "Best match:", one text, seen above the link and heard with the heading.
  return (
    (result.bestMatch ? `<li class="rounded-lg border-2 border-primary p-4">` : `<li class="border-t-2 border-border pt-4">`) +
    `<h3 class="text-xl">` +
    (result.bestMatch ? `<span class="mb-1 block text-base font-bold">${BEST_MATCH_LABEL}:</span> ` : '') +
    `<a href="${escapeHtml(result.url)}">` +
    `<span class="block">${markedHtml(result.title)}</span>` +
    (where ? `<span class="sr-only">, </span><span class="mt-1 block text-base font-normal">${escapeHtml(where)}</span>` : '') +
    `</a></h3>` +
    (result.extract.length ? `<p class="mt-2">${markedHtml(result.extract)}</p>` : '') +
    `</li>`
  );
}

/** The words the first result says when the site has no answer to a query (issue 46): seen and heard. */
export const ASK_US_LABEL = 'Not answered on this site';

/**
 * The first result for a question the site has no answer for: it says so, in words, and leads to the
 * contact page's ways to ask. Marked as a best bet is, by its words first, not by its border alone.
 */
function askUsHtml(query: string, askUs: PageLink): string {
  return (
    `<li class="rounded-lg border-2 border-primary p-4"><h3 class="text-xl">` +
    `<span class="mb-1 block text-base font-bold">${ASK_US_LABEL}:</span> ` +
    `<a href="${escapeHtml(askUs.path)}"><span class="block">Ask us</span>` +
    `<span class="sr-only">, </span><span class="mt-1 block text-base font-normal">${escapeHtml(askUs.name)}</span></a></h3>` +
    `<p class="mt-2">No page of this site answers “${escapeHtml(query)}”. Ask us by email, by phone or with the form: we reply to every message.</p></li>`
  );
}

function pageLinksHtml(pages: readonly PageLink[]): string {
  return `<ul class="mt-3 list-disc space-y-2 ps-6">${pages
    .map((page) => `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.name)}</a></li>`)
    .join('')}</ul>`;
}

/** The answer to a query: its count as a heading, then the results, or, when there are none, where else to look. */
export function resultsHtml(outcome: SearchOutcome, suggestions: readonly PageLink[]): string {
  const { shown: leftOut } = leftOutText(outcome);
  const heading =
    `<h2 id="${RESULTS_HEADING_ID}" class="text-2xl">${escapeHtml(countText(outcome))}</h2>` +
    (leftOut ? `<p class="mt-3">${escapeHtml(leftOut)}</p>` : '');
  if (outcome.total === 0) {
    return (
      heading +
      `<p class="mt-3">Check the spelling, or try fewer or other words: the name of a program, a key or a task. ` +
      `Or look in one of these pages, or ask us.</p>` +
      pageLinksHtml(suggestions)
    );
  }
  const shown =
    outcome.total > outcome.results.length
      ? `<p class="mt-3">Showing the best ${outcome.results.length}. Add a word to narrow the search.</p>`
      : '';
  const askUs = outcome.askUs ? askUsHtml(outcome.query, outcome.askUs) : '';
  return `${heading}${shown}<ol class="mt-6 space-y-6">${askUs}${outcome.results.map(resultHtml).join('')}</ol>`;
}

/** Every page, by section: the search page's answer when there is no query, and without JavaScript on a static host. */
export function pageListHtml(groups: readonly { name: string; pages: readonly PageLink[] }[], needsJavaScriptNote: boolean): string {
  const note = needsJavaScriptNote
    ? `<p id="${SEARCH_NEEDS_JAVASCRIPT_ID}" class="no-js-only mb-6 rounded-lg border-2 border-border p-4">` +
      `Search needs JavaScript on this site, and it is off or has not loaded. Every page is listed below, by section.</p>`
    : '';
  return (
    note +
    `<h2 id="${RESULTS_HEADING_ID}" class="text-2xl">Every page, by section</h2>` +
    groups.map((group) => `<h3 class="mt-6 text-xl">${escapeHtml(group.name)}</h3>${pageLinksHtml(group.pages)}`).join('')
  );
}

/** The region's contents between the marks the server looks for. */
export function regionHtml(inner: string): string {
  return `${RESULTS_START}${inner}${RESULTS_END}`;
}
