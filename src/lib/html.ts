/**
 * Text made safe to put in HTML, as content or in a quoted attribute (either quote): the five
 * characters that can end either. The one copy (docs/decisions/078) for all that writes HTML as text:
 * the server's pages, site search's answer, the sweep's report, the social image's and the video's
 * slides (tests/unit/build/oneCopyEach.test.ts fails on a second).
 */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
