import { use, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * A part of a page that only the prerender renders (docs/decisions/035, 068): its data is a
 * prerender-only value (marked prerenderOnly in content-model/compiler/modules.ts) or one the prerender gives
 * (./prerenderGiven.ts), which the browser's bundle leaves out, so a visitor downloads it once, as
 * HTML, and never again as JavaScript. For parts that nothing on the page changes, such as the
 * conformance report's 55 criteria or a tutorial's downloads.
 *
 * A page writes the children as `(import.meta.env.SSR || import.meta.env.DEV) && value && …`: Vite
 * makes the guard `false` in the browser's production bundle before the bundler reads the page, so
 * the components inside, and their chunks, never reach it (`npm run dev` and the tests render them).
 *
 * The prerender gives `children` and renders them in a <div id>. The browser has no children: on the
 * first load it keeps the markup already in the page (read back once, so hydration matches it); after
 * a client-side navigation it fetches the page's prerendered HTML, from this site, and shows the same
 * part of it. Links inside are plain links (a full page load), as with JavaScript off. If the fetch
 * fails, the page's error boundary explains and offers a reload.
 */
export function Prerendered({ id, children }: { id: string; children?: ReactNode }) {
  const { pathname } = useLocation();
  if (children) return <div id={id}>{children}</div>;
  const html = use(prerenderedPart(pathname, id));
  return <div id={id} dangerouslySetInnerHTML={{ __html: html }} />;
}

type Tracked = Promise<string> & { status?: 'fulfilled' | 'rejected'; value?: string; reason?: unknown };

const parts = new Map<string, Tracked>();
/** The prerendered pages fetched after client-side navigations: a page with two parts is fetched once. */
const pages = new Map<string, Promise<Document>>();

/**
 * The markup of part `id` of the page at `pathname`, once per part: `use()` must get the same promise
 * each time. Already in the document (the first load), it is a promise already fulfilled, which
 * `use()` reads without suspending: hydration renders the page in one pass, as the prerender did.
 */
function prerenderedPart(pathname: string, id: string): Promise<string> {
  const key = `${pathname}#${id}`;
  let part = parts.get(key);
  if (!part) {
    const inPage = document.getElementById(id);
    part = (inPage ? Promise.resolve(inPage.innerHTML) : fetchPart(pathname, id)) as Tracked;
    if (inPage) Object.assign(part, { status: 'fulfilled', value: inPage.innerHTML });
    part.then(
      (value) => Object.assign(part!, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(part!, { status: 'rejected', reason });
        // The next visit tries again.
        parts.delete(key);
        pages.delete(pathname);
      },
    );
    parts.set(key, part);
  }
  return part;
}

async function fetchPart(pathname: string, id: string): Promise<string> {
  let page = pages.get(pathname);
  if (!page) {
    page = fetch(pathname, { headers: { Accept: 'text/html' } }).then(async (response) => {
      if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
      return new DOMParser().parseFromString(await response.text(), 'text/html');
    });
    pages.set(pathname, page);
  }
  const part = (await page).getElementById(id);
  if (!part) throw new Error(`${pathname} has no part #${id}`);
  return part.innerHTML;
}
