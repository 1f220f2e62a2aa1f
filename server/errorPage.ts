import { siteSettings } from './siteSettings';
import { escapeHtml } from '../src/lib/html';

/**
 * The site's HTML error pages (400, 500, 503...), made once at start from the prerendered not-found
 * page, so they carry the site's header, footer, styles and language. The words in <main> change;
 * the scripts go (the client router would otherwise render the page the address names), and the
 * no-JavaScript stylesheet applies, so the menu works without them.
 */

export interface ErrorWords {
  heading: string;
  text: string;
}

export function errorWords(status: number): ErrorWords {
  const site = siteSettings();
  const tryLater = `Please try again in a few minutes. If it keeps happening, email us at ${site.email} or call ${site.phone.display}.`;
  switch (status) {
    case 400:
      return { heading: 'Sorry, we could not understand that request', text: 'Please check the address, or go back to the home page.' };
    case 413:
      return { heading: 'Sorry, that request was too large', text: 'Please go back and try again.' };
    case 415:
      return { heading: 'Sorry, we cannot read that kind of request', text: 'Please go back and try again.' };
    case 503:
      return { heading: 'Sorry, this is unavailable just now', text: tryLater };
    default:
      return status >= 500
        ? { heading: 'Sorry, something went wrong on our side', text: tryLater }
        : { heading: 'Sorry, we could not handle that request', text: 'Please check the address, or go back to the home page.' };
  }
}

/** Replaces the first match of `pattern`, or reports that the not-found page no longer has it. */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string | null {
  return pattern.test(html) ? html.replace(pattern, replacement) : null;
}

/** The error page for `status`, made from the not-found page's HTML, with its own words or the status's. */
export function errorPageHtml(notFoundHtml: string, status: number, words: ErrorWords = errorWords(status)): string {
  const { heading, text } = words;
  let html = notFoundHtml
    // No scripts or module preloads: nothing may turn this page into another one.
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace(/\s*data-page-modules="[^"]*"/gi, '')
    // The no-JavaScript stylesheets apply unconditionally (the header menu stays usable, the fonts load).
    .replace(/<noscript>\s*((?:<link\b[^>]*>\s*)+)<\/noscript>/gi, '$1')
    .replace(/Page not found/g, escapeHtml(heading));
  const main = /(<main\b[^>]*>)([\s\S]*?)(<\/main>)/i.exec(html);
  if (main) {
    // Keep the not-found page's own layout and classes; change its words.
    let inner: string | null = main[2]!;
    inner = inner && replaceOnce(inner, />\s*404\s*</, `>${status}<`);
    inner = inner && replaceOnce(inner, /(<h1\b[^>]*>)[\s\S]*?(<\/h1>)/i, `$1${escapeHtml(heading)}$2`);
    inner = inner && replaceOnce(inner, /(<h1\b[^>]*>[\s\S]*?<\/h1>\s*<p\b[^>]*>)[\s\S]*?(<\/p>)/i, `$1${escapeHtml(text)}$2`);
    inner ??= `<div><p>${status}</p><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Return to Home</a></p></div>`;
    html = html.slice(0, main.index) + main[1] + inner + main[3] + html.slice(main.index + main[0].length);
  }
  return html.replace(/(<meta name="description" content=")[^"]*(")/, `$1${escapeHtml(text)}$2`);
}

/** Every status the server can answer with an error page, made once. */
export function errorPages(notFoundHtml: string): (status: number) => string {
  const made = new Map<number, string>();
  return (status) => {
    let html = made.get(status);
    if (!html) {
      html = errorPageHtml(notFoundHtml, status);
      made.set(status, html);
    }
    return html;
  };
}
