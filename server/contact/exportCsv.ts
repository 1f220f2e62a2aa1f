import type { StoredMessage } from './messageStore';

const columns: (keyof StoredMessage)[] = ['receivedAt', 'name', 'email', 'phone', 'subject', 'message', 'id'];

/**
 * One cell. Quoted when it holds a comma, quote or line break. A cell a spreadsheet would read as a
 * formula (=, +, -, @, tab, return) gets a leading apostrophe: visitors write these messages, and a
 * message must never run as a formula when the owner opens the export.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV with a header row, CRLF line ends. */
export function messagesToCsv(messages: StoredMessage[]): string {
  const rows = messages.map((message) => columns.map((column) => csvCell(String(message[column] ?? ''))).join(','));
  return `${[columns.join(','), ...rows].join('\r\n')}\r\n`;
}
