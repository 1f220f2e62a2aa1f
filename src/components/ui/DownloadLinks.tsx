import { downloadLinkWords, type DownloadFile } from '../../lib/downloads';
import { searchIgnored } from '../../lib/search/htmlHooks';

/**
 * "Download this tutorial": the page's own content as files to take away (issue 34). Plain links, so
 * nothing loads until a visitor asks; `download` saves the file rather than opening it. The prerender
 * measures the files, so the list is rendered only there (inside <Prerendered>): the browser's bundle
 * holds none of it. Left out of site search: every tutorial and guide has it.
 */
export function DownloadLinks({ what, files }: { what: 'tutorial' | 'guide'; files: readonly DownloadFile[] }) {
  return (
    <section aria-labelledby="downloads" className="mt-8" {...searchIgnored}>
      <h2 id="downloads" className="text-2xl">
        Download this {what}
      </h2>
      <p className="mt-2">The same {what} to keep: to read in Word, in large print, or on a braille display or embosser.</p>
      <ul className="mt-3 list-disc space-y-2 ps-6">
        {files.map((file) => (
          <li key={file.format}>
            <a href={file.href} download>
              {downloadLinkWords(file)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
