import type { DownloadsSection } from '../../../content-model/schemas';
import { prerenderGiven } from '../../components/layout/prerenderGiven';
import { searchBody, searchItem, searchTitle } from '../../lib/search/htmlHooks';
import { useCurrentRoute } from '../../routes/currentRoute';

/** A size as a file manager shows it: whole kilobytes of 1,024 bytes, rounded up, never 0. */
export function kilobytes(bytes: number): string {
  return Math.max(1, Math.ceil(bytes / 1024)).toLocaleString('en-GB');
}

/**
 * The downloads near the top of a tutorial or quick guide (issue 34): the Word document, the large
 * print Word document, the braille-ready file and the EPUB (issue 45) the build made from this page. Prerendered only
 * (docs/decisions/068): the prerender gives the files it wrote, with their sizes, so the link words
 * say the format and the size ("Word document (DOCX, 24 KB)"). Screen readers also hear whose file it
 * is, so each link makes sense in a list of links. In site search it is one result of its own, the
 * formats offered (issue 46): their words are not in the page's own result, which every such page
 * would then share.
 * Without the prerender (`npm run dev`, a component test with nothing given) there are no files.
 */
export function DownloadLinks({ words, heading, pageTitle }: { words: DownloadsSection; heading: string; pageTitle: string }) {
  const { path } = useCurrentRoute();
  const files = prerenderGiven('downloads')?.filter((file) => file.pagePath === path);
  if (!files?.length) return null;
  return (
    <section className="downloads mt-8" {...searchItem('downloads')}>
      <h2 id="downloads" className="text-2xl" {...searchTitle}>
        {heading}
      </h2>
      <p className="mt-2">{words.intro}</p>
      <ul className="mt-4 space-y-4">
        {files.map((file) => (
          <li key={file.href}>
            <a href={file.href} download type={file.mediaType} className="inline-flex min-h-8 items-center font-bold">
              <span {...searchBody}>{`${words.formats[file.format].name} (${file.type}, ${kilobytes(file.bytes)} KB)`}</span>
              <span className="sr-only">{` of the ${pageTitle}`}</span>
            </a>
            <p>{words.formats[file.format].use}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
