import { escapeHtml } from '../../src/lib/html';

/**
 * A page of the editing screen's sign-in that says what happened and what to do next: a heading, a
 * sentence, and the links onward. Plain HTML with no script or style of its own, so it works in any
 * browser and a screen reader reads it top to bottom.
 */
export function adminMessagePage(heading: string, text: string, links: { href: string; text: string }[]): string {
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>${escapeHtml(heading)} | Edit the website</title>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(heading)}</h1>
      <p>${escapeHtml(text)}</p>
      <ul>
${links.map((link) => `        <li><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></li>`).join('\n')}
      </ul>
    </main>
  </body>
</html>
`;
}
