import type { StoredMessage } from './messageStore';
import { printable } from './printable';

const columns: (keyof StoredMessage)[] = ['receivedAt', 'name', 'email', 'phone', 'subject', 'message', 'id'];

/**
 * One cell. Quoted when it holds a comma, quote or line break. A cell a spreadsheet would read as a
 * formula (=, +, -, @, tab, return) gets a leading apostrophe: visitors write these messages, and a
 * message must never run as a formula when the owner opens the export. Control characters other
 * than line breaks and tabs are shown as \uXXXX escapes, never written raw.
 */
export function csvCell(value: string): string {
  const text = printable(value, { keepLayout: true });
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(message: StoredMessage): string {
  return columns.map((column) => csvCell(String(message[column] ?? ''))).join(',');
}

export const csvHeader = columns.join(',');

/** RFC 4180 CSV with a header row, CRLF line ends. */
export function messagesToCsv(messages: Iterable<StoredMessage>): string {
  const rows = [...messages].map(csvRow);
  return `${[csvHeader, ...rows].join('\r\n')}\r\n`;
}
