import { describe, expect, it } from 'vitest';
import { csvCell, messagesToCsv } from '../../../server/contact/exportCsv';

describe('the CSV export of messages', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it("never lets a visitor's text run as a spreadsheet formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+44 1905 123456')).toBe("'+44 1905 123456");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('has a header row and one row per message', () => {
    const csv = messagesToCsv([
      {
        id: '1',
        receivedAt: '2026-11-21T10:00:00.000Z',
        name: 'Sam',
        email: 's@example.org',
        phone: '',
        subject: 'Hi',
        message: 'Hello, there',
      },
    ]);
    expect(csv).toBe(
      'receivedAt,name,email,phone,subject,message,id\r\n2026-11-21T10:00:00.000Z,Sam,s@example.org,,Hi,"Hello, there",1\r\n',
    );
  });
});

describe('control characters in the CSV export', () => {
  it('are shown as \\uXXXX, except the line breaks and tabs a message may hold', () => {
    expect(csvCell('Eve\u001b[2J')).toBe('Eve\\u001B[2J');
    expect(csvCell('a\u0000b\u007fc\u0085d')).toBe('a\\u0000b\\u007Fc\\u0085d');
    expect(csvCell('one\r\ntwo\tthree')).toBe('"one\ntwo\tthree"');
    expect(csvCell('lone\rreturn')).toBe('lone\\u000Dreturn');
  });
});
