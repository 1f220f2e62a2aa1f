import { describe, expect, it } from 'vitest';
import { ifRangeHolds, rangeAnswer } from '../../server/byteRanges';

/*
 * Every test of server/byteRanges.ts: what a Range header asks of a file, by RFC 9110 §14, and
 * whether an If-Range lets it (§13.1.5). The answers as sent, for both ways of serving, are in
 * staticSite.test.ts; every hostile Range sent to the built server, in index.test.ts.
 */

const part = (start: number, end: number) => ({ kind: 'part', start, end });
const whole = { kind: 'whole' };
const unsatisfiable = { kind: 'unsatisfiable' };

describe('a Range of a 1,000-byte file', () => {
  it.each([
    ['bytes=0-99', part(0, 99)],
    ['bytes=0-0', part(0, 0)],
    ['bytes=999-', part(999, 999)],
    ['bytes=-100', part(900, 999)],
    ['bytes=-1000', part(0, 999)],
    ['bytes=-5000', part(0, 999)],
    ['bytes=500-9007199254740993', part(500, 999)],
    ['bytes= 10 - 20 ', part(10, 20)],
    ['Bytes=10-20', part(10, 20)],
  ])('%s: the bytes it names, up to the end', (header, answer) => {
    expect(rangeAnswer(1000, header)).toEqual(answer);
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=9007199254740993-', 'bytes=-0', 'bytes=5-1'])(
    '%s: nothing of the file: 416',
    (header) => {
      expect(rangeAnswer(1000, header)).toEqual(unsatisfiable);
    },
  );

  it.each([
    'bytes=abc',
    'bytes=1-2-3',
    'bytes=',
    'bytes',
    '=0-1',
    'items=0-1',
    'bytes=1.5-2',
    'bytes=0x10-',
    'bytes=0-1,5-6',
    'bytes=0-1,',
  ])('%s: not one range of bytes: ignored, the whole file', (header) => {
    expect(rangeAnswer(1000, header)).toEqual(whole);
  });

  it('of an empty file: nothing to send, 416; a suffix of it too', () => {
    expect(rangeAnswer(0, 'bytes=0-')).toEqual(unsatisfiable);
    expect(rangeAnswer(0, 'bytes=-10')).toEqual(unsatisfiable);
  });
});

describe('If-Range', () => {
  const lastModified = 'Sun, 29 Nov 2026 04:40:00 GMT';
  it('lets the Range apply when absent, or when it is the file’s Last-Modified date', () => {
    expect(ifRangeHolds(undefined, 'W/"1-2"', lastModified)).toBe(true);
    expect(ifRangeHolds(lastModified, 'W/"1-2"', lastModified)).toBe(true);
    expect(ifRangeHolds('"abc"', '"abc"', lastModified)).toBe(true);
  });

  it('sends the whole file for any other date, a weak tag, another tag, or words', () => {
    expect(ifRangeHolds('Sat, 28 Nov 2026 04:40:00 GMT', 'W/"1-2"', lastModified)).toBe(false);
    expect(ifRangeHolds('W/"1-2"', 'W/"1-2"', lastModified)).toBe(false);
    expect(ifRangeHolds('"1-2"', 'W/"1-2"', lastModified)).toBe(false);
    expect(ifRangeHolds('"other"', '"abc"', lastModified)).toBe(false);
    expect(ifRangeHolds('not a date', 'W/"1-2"', lastModified)).toBe(false);
    expect(ifRangeHolds([lastModified, lastModified], 'W/"1-2"', lastModified)).toBe(false);
  });
});
