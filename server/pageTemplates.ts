import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_PAGE_SLOTS, type ErrorPageSlot } from '../src/lib/errorPageHooks';
import { SEARCH_PAGE_SLOTS, type SearchPageSlot } from '../src/lib/search/searchPageHooks';
import { projectDir, serverTemplateFiles, serverTemplatesDir, type ServerTemplateName } from './paths';

/**
 * The pages the server fills in (docs/decisions/075): the prerender renders them through the pages'
 * own components, with a marker in each place the server writes (src/lib/search/searchPageHooks.ts,
 * src/lib/errorPageHooks.ts), into dist-server/templates/. The server cuts each template at its
 * markers once, at start, and at each answer joins the pieces with what goes in each slot: exact
 * strings, no pattern over the page's markup, and one pass, so nothing a visitor typed is ever read
 * as a marker. What goes in a slot is HTML: the caller escapes text with escapeHtml (src/lib/html.ts).
 */
export interface PageTemplate<Slot extends string> {
  /** The page with each slot's HTML in its place (every place it appears). */
  fill(values: Record<Slot, string>): string;
}

/** A template is missing or is not the one the build writes: the message says what to do, in one line. */
export class PageTemplateError extends Error {}

/** The template cut at its markers, or the name of the first slot it lacks. */
export function pageTemplate<Slot extends string>(html: string, markers: Record<Slot, string>): PageTemplate<Slot> | { missing: Slot } {
  // Literal pieces, with the slot that follows each but the last.
  let pieces = [html];
  let slots: Slot[] = [];
  for (const slot of Object.keys(markers) as Slot[]) {
    const nextPieces: string[] = [];
    const nextSlots: Slot[] = [];
    pieces.forEach((piece, index) => {
      const parts = piece.split(markers[slot]);
      parts.forEach((part, at) => {
        nextPieces.push(part);
        if (at < parts.length - 1) nextSlots.push(slot);
      });
      if (index < slots.length) nextSlots.push(slots[index]!);
    });
    if (nextSlots.length === slots.length) return { missing: slot };
    pieces = nextPieces;
    slots = nextSlots;
  }
  return {
    fill: (values) => pieces.reduce((page, piece, index) => page + piece + (index < slots.length ? values[slots[index]!] : ''), ''),
  };
}

/** The markers of each template the build writes. */
const templateSlots = {
  search: {},
  searchResults: SEARCH_PAGE_SLOTS,
  error: ERROR_PAGE_SLOTS,
} as const satisfies Record<ServerTemplateName, Record<string, string>>;

export interface ServerTemplates {
  /** GET /search without a query: nothing to fill. */
  search: PageTemplate<never>;
  searchResults: PageTemplate<SearchPageSlot>;
  error: PageTemplate<ErrorPageSlot>;
}

/** Reads and cuts the server's templates from `dir`; a missing file or slot is a PageTemplateError. */
export function readServerTemplates(dir = serverTemplatesDir): ServerTemplates {
  const read = <Slot extends string>(name: ServerTemplateName, markers: Record<Slot, string>): PageTemplate<Slot> => {
    const file = path.join(dir, serverTemplateFiles[name]);
    // dist-server/templates/… when it is the build's own; the whole path when it is elsewhere.
    const inProject = path.relative(projectDir, file);
    const shown = inProject.startsWith('..') || path.isAbsolute(inProject) ? file : inProject;
    let html: string;
    try {
      html = readFileSync(file, 'utf8');
    } catch {
      throw new PageTemplateError(
        `${shown} is missing: run \`npm run build\` first, and copy dist-server/ with dist/ (docs/hosting.md, "Deployment").`,
      );
    }
    const template = pageTemplate(html, markers);
    if ('missing' in template)
      throw new PageTemplateError(
        `${shown} has no ${template.missing} slot (${markers[template.missing]}), so it is not the file the build writes: run \`npm run build\` again.`,
      );
    return template;
  };
  return {
    search: read<never>('search', templateSlots.search),
    searchResults: read('searchResults', templateSlots.searchResults),
    error: read('error', templateSlots.error),
  };
}
