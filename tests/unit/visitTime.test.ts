import { describe, expect, it } from 'vitest';
import { formatLongDate, isoDate, ukYear } from '../../src/lib/visitTime';

describe('dates in the UK calendar', () => {
  it('formats the long en-GB date SPEC asks for', () => {
    expect(formatLongDate(new Date('2026-11-21T10:00:00Z'))).toBe('21 November 2026');
    expect(isoDate(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21');
  });

  it('uses London time, so a late-evening UTC time in summer is already the next day', () => {
    expect(isoDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(formatLongDate(new Date('2026-06-30T23:30:00Z'))).toBe('1 July 2026');
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
