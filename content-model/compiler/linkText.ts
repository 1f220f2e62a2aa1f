/**
 * Link words that make no sense out of context (WCAG 2.4.4, and ATAG 2.0 part B: the editing tools
 * help the owner write accessible content). Screen reader users often move from link to link, or list
 * a page's links, hearing only each link's words: "click here" or "read more" then says nothing, and a
 * web address is spelt out character by character. Checked wherever the owner writes a link's words:
 * Markdown links in every content file, and the labels of menu items and buttons.
 */

/** Words that name no destination, said alone (case and final punctuation aside). */
const vagueWords = new Set([
  'click',
  'click here',
  'tap here',
  'press here',
  'here',
  'this',
  'this link',
  'link',
  'this page',
  'page',
  'website',
  'this website',
  'more',
  'read more',
  'learn more',
  'find out more',
  'see more',
  'more info',
  'more information',
  'details',
  'info',
  'continue',
  'go',
  'visit',
  'view',
]);

/** A web address written as the link's words. */
const webAddress = /^(?:https?:\/\/|www\.)\S+$/i;

/**
 * What is wrong with a link's words, in a sentence for the owner, or undefined when they can stand
 * alone. `href` names the link in the sentence when it is known.
 */
export function linkTextProblem(words: string, href?: string): string | undefined {
  const said = words
    .trim()
    .toLowerCase()
    .replace(/[.:!…]+$/, '')
    .replace(/\s+/g, ' ');
  const link = href ? `the link to ${href}` : 'this link';
  if (vagueWords.has(said) || /^(?:click|tap|press) here\b/.test(said)) {
    return `${link} says "${words.trim()}", which means nothing on its own (screen reader users often hear only a link's words): say where it goes, for example [our training courses](/training)`;
  }
  if (webAddress.test(words.trim())) {
    return `${link} shows a web address as its words, which a screen reader spells out and which says little on its own: write what the page is, for example [Access to Work on GOV.UK](https://www.gov.uk/access-to-work)`;
  }
  return undefined;
}

/** A regular expression's source for `text`, matching it in any case (the editing screen's patterns take no flags). */
function anyCase(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[a-z]/gi, (letter) => `[${letter.toLowerCase()}${letter.toUpperCase()}]`);
}

const vagueSource = `(?:${[...vagueWords]
  .sort((a, b) => b.length - a.length)
  .map(anyCase)
  .join('|')})[.:!…]*`;
const clickHereSource = `(?:${['click', 'tap', 'press'].map(anyCase).join('|')}) ${anyCase('here')}`;
const addressSource = '(?:[hH][tT][tT][pP][sS]?://|[wW][wW][wW]\\.)\\S*';

/**
 * The same rule as patterns the editing screen checks as the owner types (ATAG 2.0 B.2.1: the check is
 * at the field, before anything is published; the build checks it again):
 *  - `markdown`: a text that holds no Markdown link whose words are vague or a web address;
 *  - `label`: a link's or button's words that are not vague nor a web address.
 */
export const linkWordsPatterns = {
  markdown: `^(?![\\s\\S]*\\[\\s*(?:${vagueSource}|${clickHereSource}[^\\]]*|${addressSource})\\s*\\]\\()[\\s\\S]*$`,
  label: `^(?!\\s*(?:${vagueSource}|${addressSource})\\s*$)(?!\\s*${clickHereSource}\\b)[\\s\\S]*$`,
  message:
    'Write link words that say where the link goes, not "click here", "read more" or a web address: screen reader users often hear only a link\'s words',
};
