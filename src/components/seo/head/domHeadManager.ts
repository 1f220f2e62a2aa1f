import { resolveHeadTags, type HeadManager, type HeadTags, type MetaTag } from './headTags';

function metaSelector(tag: Pick<MetaTag, 'name' | 'property'>): string {
  return tag.name !== undefined ? `meta[name="${tag.name}"]` : `meta[property="${tag.property}"]`;
}

/**
 * The browser's head manager: a few dozen lines instead of a head library in every visitor's
 * download (docs/decisions/014). The prerendered head already holds the first page's tags; after
 * that, each change re-applies the merged tags of every mounted component, once per task:
 *  - the title;
 *  - meta and link tags by key, found by their name, property or rel: updated, added, or removed
 *    when no component asks for them any more (the not-found page's robots tag).
 */
export function createDomHeadManager(doc: Document = document): HeadManager {
  const entries: HeadTags[] = [];
  // Every meta and link key seen so far, with how to find its element: a key no longer asked for is
  // removed from the document.
  const knownMeta = new Map<string, Pick<MetaTag, 'name' | 'property'>>();
  const knownLinks = new Map<string, string>();
  let scheduled = false;

  function apply() {
    scheduled = false;
    const resolved = resolveHeadTags(entries);
    if (resolved.title !== undefined && doc.title !== resolved.title) doc.title = resolved.title;

    for (const [key, find] of knownMeta) {
      const wanted = resolved.meta.get(key);
      let element = doc.head.querySelector<HTMLMetaElement>(metaSelector(find));
      if (!wanted) {
        element?.remove();
        continue;
      }
      if (!element) {
        element = doc.createElement('meta');
        if (wanted.name !== undefined) element.name = wanted.name;
        else element.setAttribute('property', wanted.property!);
        doc.head.append(element);
      }
      if (element.content !== wanted.content) element.content = wanted.content;
    }

    for (const [key, rel] of knownLinks) {
      const wanted = resolved.links.get(key);
      let element = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
      if (!wanted) {
        element?.remove();
        continue;
      }
      if (!element) {
        element = doc.createElement('link');
        element.rel = wanted.rel;
        doc.head.append(element);
      }
      if (element.getAttribute('href') !== wanted.href) element.href = wanted.href;
    }
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    // After the commit's other effects have registered: one pass over the merged result.
    queueMicrotask(apply);
  }

  return {
    collectsDuringRender: false,
    add(tags) {
      tags.meta?.forEach((tag) => knownMeta.set(tag.key, { name: tag.name, property: tag.property }));
      tags.links?.forEach((tag) => knownLinks.set(tag.key, tag.rel));
      entries.push(tags);
      schedule();
      return () => {
        const index = entries.indexOf(tags);
        if (index >= 0) entries.splice(index, 1);
        schedule();
      };
    },
  };
}
