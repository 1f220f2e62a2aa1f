import type { Inline } from '../../content-model/text/inline.ts';

/**
 * Words for paper and braille, where nothing can be followed (issue 45): what a link's address adds
 * after its words, and a key's words held together.
 */

/**
 * The address to print after a link's words, or undefined when there is none to add: a web or e-mail
 * address in full (an e-mail without "mailto:"); a link to one of the site's own pages in full when the
 * site's address is known (`siteUrl`); nothing when the words are the address already.
 */
export function printedAddress(link: { href: string; text: string }, siteUrl?: string): string | undefined {
  const address = /^(https?:|mailto:)/u.test(link.href)
    ? link.href.replace(/^mailto:/u, '')
    : link.href.startsWith('/') && siteUrl
      ? siteUrl.replace(/\/$/u, '') + link.href
      : undefined;
  return address && address !== link.text ? address : undefined;
}

/** A line's words with each link's address in brackets after its words. */
export function linkedText(inline: Inline, siteUrl?: string): string {
  return inline
    .map((node) => {
      if (typeof node === 'string') return node;
      const address = printedAddress(node, siteUrl);
      return address ? `${node.text} (${address})` : node.text;
    })
    .join('');
}

/**
 * A command table's keys with each key's name held on one line: a space inside a name ("Down Arrow",
 * "Caps Lock", "Windows logo key") becomes a no-break space; a space beside "+" or "/", or around "or",
 * between keys, stays a place the line may break.
 */
export function unbrokenKeys(keys: string): string {
  return keys
    .split(/( or |\s*[+/]\s*)/u)
    .map((part, index) => (index % 2 === 0 ? part.replaceAll(' ', '\u00a0') : part))
    .join('');
}
