import parseRange from 'range-parser';

/**
 * What a GET with a Range header gets, by RFC 9110 §14 and §13.1.5 (docs/decisions/081). The numbers
 * and the grammar are range-parser's (the parser Express itself uses); the rules it leaves to its
 * caller are here:
 *   - a unit other than `bytes`, or a range set that is not valid syntax: the Range is ignored, and
 *     the whole file is sent (§14.2: an unknown unit MUST be, an invalid set MAY be);
 *   - more than one range: the whole file (§14.2 allows ignoring Range; a multipart/byteranges answer
 *     is not worth its code to a site whose only ranged file is one video);
 *   - one range none of whose bytes are in the file (first byte at or past the end, `bytes=-0`,
 *     a last byte before the first): 416, with `Content-Range: bytes *\/<length>`;
 *   - a last byte past the end: up to the end; a suffix (`bytes=-N`): the last N bytes, the whole
 *     file when N is more than its length (§14.1.2);
 *   - an If-Range that does not name this very version: the whole file (§13.1.5). Our ETags are
 *     weak and an If-Range compares strongly, so only a date equal to Last-Modified keeps the Range.
 */

export interface ByteRange {
  start: number;
  /** The last byte sent, inclusive, as in Content-Range. */
  end: number;
}

export type RangeAnswer = { kind: 'whole' } | { kind: 'unsatisfiable' } | ({ kind: 'part' } & ByteRange);

const whole: RangeAnswer = { kind: 'whole' };

/** The answer to `Range: <header>` for a file of `size` bytes. */
export function rangeAnswer(size: number, header: string): RangeAnswer {
  const equals = header.indexOf('=');
  // Range units are compared without regard to case (§14.1); range-parser does not lower them.
  if (equals === -1 || header.slice(0, equals).trim().toLowerCase() !== 'bytes') return whole;
  const set = header.slice(equals + 1);
  if (set.includes(',')) return whole;
  const ranges = parseRange(size, `bytes=${set}`);
  if (ranges === -2) return whole;
  if (ranges === -1) {
    // range-parser finds a suffix longer than the file unsatisfiable; §14.1.2 makes it the whole file.
    const suffix = /^\s*-\s*(\d+)\s*$/.exec(set);
    if (suffix && Number(suffix[1]) > 0 && size > 0) return { kind: 'part', start: 0, end: size - 1 };
    return { kind: 'unsatisfiable' };
  }
  const [range] = ranges;
  return { kind: 'part', start: range!.start, end: range!.end };
}

/** Whether a request's If-Range (if any) still names the file, so that its Range applies (§13.1.5). */
export function ifRangeHolds(ifRange: string | string[] | undefined, etag: string, lastModified: string): boolean {
  if (ifRange === undefined) return true;
  if (Array.isArray(ifRange)) return false;
  const validator = ifRange.trim();
  if (validator.startsWith('"') || validator.startsWith('W/')) {
    // The strong comparison: a weak tag on either side never matches.
    return !etag.startsWith('W/') && !validator.startsWith('W/') && validator === etag;
  }
  const date = Date.parse(validator);
  return Number.isFinite(date) && date === Date.parse(lastModified);
}
