/**
 * The head tags a component asks for, in a shape small enough for the browser to apply without a
 * library: the prerender renders them with unhead (unheadManager.ts), the browser keeps them up to
 * date across client-side navigations (domHeadManager.ts). Every tag has a key; when two components
 * give the same key, the one that registered last wins. JSON-LD is not here: the prerender writes it
 * (src/lib/pageStructuredData.ts).
 */
export interface MetaTag {
  key: string;
  /** Exactly one of name and property. */
  name?: string;
  property?: string;
  content: string;
}
export interface LinkTag {
  key: string;
  /** The only link a page sets itself; the rest are the same on every page (index.html). */
  rel: 'canonical';
  href: string;
}
export interface HeadTags {
  title?: string;
  /** A title with a higher priority wins over later ones (the contact form's "Error: " title). */
  titlePriority?: number;
  meta?: MetaTag[];
  links?: LinkTag[];
}

/** Registers one component's tags; returns the function that removes them. */
export interface HeadManager {
  /** True while prerendering: tags are collected during the render itself (there are no effects). */
  readonly collectsDuringRender: boolean;
  add(tags: HeadTags): () => void;
}

export interface ResolvedHead {
  title?: string;
  meta: Map<string, MetaTag>;
  links: Map<string, LinkTag>;
}

/** Merges every registered entry, in registration order, into the tags the document should have. */
export function resolveHeadTags(entries: readonly HeadTags[]): ResolvedHead {
  const resolved: ResolvedHead = { meta: new Map(), links: new Map() };
  let titlePriority = -Infinity;
  for (const entry of entries) {
    const priority = entry.titlePriority ?? 0;
    if (entry.title !== undefined && priority >= titlePriority) {
      resolved.title = entry.title;
      titlePriority = priority;
    }
    entry.meta?.forEach((tag) => resolved.meta.set(tag.key, tag));
    entry.links?.forEach((tag) => resolved.links.set(tag.key, tag));
  }
  return resolved;
}
