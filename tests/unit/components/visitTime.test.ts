import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../../content-model/text/longDate.ts';
import { ukYear } from '../../../src/lib/visitTime';

describe('dates in the UK calendar', () => {
  it('writes a calendar date in SPEC’s en-GB long format, as the browser’s own formatter would', () => {
    expect(formatLongDate('2026-11-21')).toBe('21 November 2026');
    expect(formatLongDate('2027-01-01')).toBe('1 January 2027');
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2026-${String(month).padStart(2, '0')}-15`;
      expect(formatLongDate(iso)).toBe(intl.format(new Date(`${iso}T12:00:00Z`)));
    }
  });

  it('refuses what is not a calendar date', () => {
    expect(() => formatLongDate('21/11/2026')).toThrow('Not a calendar date');
    expect(() => formatLongDate('2026-13-01')).toThrow('Not a calendar date');
  });

  it('agrees with the London calendar about the year around every new year, without time-zone data', () => {
    const londonYear = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' });
    for (let year = 2024; year <= 2060; year += 1) {
      for (const minutes of [-61, -1, 0, 1, 61]) {
        const instant = new Date(Date.UTC(year, 0, 1) + minutes * 60_000);
        expect(ukYear(instant), instant.toISOString()).toBe(Number(londonYear.format(instant)));
      }
    }
  });

  it('takes the year in London time', () => {
    expect(ukYear(new Date('2026-12-31T23:59:00Z'))).toBe(2026);
    expect(ukYear(new Date('2027-01-01T00:00:00Z'))).toBe(2027);
  });
});
