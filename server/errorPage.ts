import { escapeHtml } from '../src/lib/html';
import type { ErrorPageSlot } from '../src/lib/errorPageHooks';
import type { PageTemplate } from './pageTemplates';
import { siteSettings } from './siteSettings';

/**
 * The site's HTML error pages (400, 429, 500, 503...), each made once from the server's error page
 * template (docs/decisions/075): the not-found page as the prerender rendered it through its own
 * components, so it carries the site's header, footer, styles and language, with its status,
 * heading and text as slots. It has no scripts (the client router would otherwise render the page
 * the address names), and the no-JavaScript stylesheets apply, so the menu works without them.
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
    case 405:
      return {
        heading: 'Sorry, this page can only be viewed',
        text: 'Nothing can be sent to or changed at this address. To send us a message, please use the contact page.',
      };
    case 416:
      return { heading: 'Sorry, we could not send that part of the file', text: 'Please try again, or go back to the home page.' };
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

/** The error page for `status`, with its own words or the status's: the server's template, its slots filled. */
export function errorPageHtml(template: PageTemplate<ErrorPageSlot>, status: number, words: ErrorWords = errorWords(status)): string {
  return template.fill({ status: String(status), heading: escapeHtml(words.heading), text: escapeHtml(words.text) });
}

/** Every status the server can answer with an error page, made once. */
export function errorPages(template: PageTemplate<ErrorPageSlot>): (status: number) => string {
  const made = new Map<number, string>();
  return (status) => {
    let html = made.get(status);
    if (!html) {
      html = errorPageHtml(template, status);
      made.set(status, html);
    }
    return html;
  };
}
