import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../sqlite';

/**
 * The one-time import of the earlier store: messages.jsonl (one message per line) and
 * deliveries-<transport>.jsonl (one delivered id per line). Messages keep their id and receivedAt;
 * deliveries become delivery rows, delivered or pending. A line that cannot be read is reported in
 * the log and kept word for word in unreadable_lines, never dropped. A line torn by a failed write
 * can have a whole message appended after it (the earlier store's fault): that message is recovered.
 * Each file is imported once, as it was then (size and time); the files are left where they are.
 */

export const legacyMessagesFile = 'messages.jsonl';
const deliveriesFilePattern = /^deliveries-([a-z0-9-]+)\.jsonl$/;

const legacyMessage = z.object({
  id: z.string().min(1),
  receivedAt: z.string().min(1),
  name: z.string(),
  email: z.string(),
  phone: z.string().optional().default(''),
  subject: z.string(),
  message: z.string(),
});
type LegacyMessage = z.infer<typeof legacyMessage>;
const legacyDelivery = z.object({ id: z.string().min(1), deliveredAt: z.string().min(1) });

interface Unreadable {
  line: number;
  text: string;
  reason: string;
}

interface FileReport {
  file: string;
  added: number;
  unreadable: Unreadable[];
}

/** A record on one line, or failing that the last whole record appended after a torn one. */
function parseLine<T>(text: string, schema: z.ZodType<T>): { record?: T; torn?: string; wrongShape?: boolean } {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? { record: parsed.data } : { torn: text, wrongShape: true };
  } catch {
    // Not JSON: maybe a torn line with a whole record written after it.
  }
  for (let start = text.indexOf('{"id":', 1); start !== -1; start = text.indexOf('{"id":', start + 1)) {
    try {
      const parsed = schema.safeParse(JSON.parse(text.slice(start)));
      if (parsed.success) return { record: parsed.data, torn: text.slice(0, start) };
    } catch {
      // Try the next opening brace.
    }
  }
  return { torn: text };
}

function* linesOf(file: string): Generator<{ line: number; text: string }> {
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index]!.replace(/\r$/, '');
    if (text.trim()) yield { line: index + 1, text };
  }
}

function importMessages(db: Db, file: string): FileReport {
  const report: FileReport = { file: path.basename(file), added: 0, unreadable: [] };
  const insert = db.prepare(
    `INSERT INTO messages (id, received_at, name, email, phone, subject, message) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO NOTHING`,
  );
  const existing = db.prepare('SELECT received_at, name, email, phone, subject, message FROM messages WHERE id = ?');
  for (const { line, text } of linesOf(file)) {
    const { record, torn, wrongShape } = parseLine(text, legacyMessage);
    if (torn !== undefined) {
      report.unreadable.push({
        line,
        text: torn,
        reason: record
          ? 'cut short by a failed write; the message written after it on the same line was recovered'
          : wrongShape
            ? 'JSON, but not a contact message (a field is missing or not text)'
            : 'not a whole message: cut short by a crash or a full disk, or damaged',
      });
    }
    if (!record) continue;
    if (insert.run(record.id, record.receivedAt, record.name, record.email, record.phone, record.subject, record.message).changes) {
      report.added += 1;
    } else if (!sameMessage(existing.get(record.id) as Record<string, string>, record)) {
      report.unreadable.push({ line, text, reason: `its id ${record.id} is already used by a different message` });
    }
  }
  return report;
}

function sameMessage(row: Record<string, string>, record: LegacyMessage): boolean {
  return (
    row.received_at === record.receivedAt &&
    row.name === record.name &&
    row.email === record.email &&
    row.phone === record.phone &&
    row.subject === record.subject &&
    row.message === record.message
  );
}

function importDeliveries(db: Db, file: string, transport: string): FileReport {
  const report: FileReport = { file: path.basename(file), added: 0, unreadable: [] };
  // Every message is owed a delivery through a transport that was in use; the file says which were made.
  db.prepare(
    `INSERT INTO deliveries (transport, message_seq, next_attempt_at)
     SELECT ?, m.seq, ? FROM messages m
     WHERE NOT EXISTS (SELECT 1 FROM deliveries d WHERE d.message_seq = m.seq AND d.transport = ?)`,
  ).run(transport, Date.now(), transport);
  const markDelivered = db.prepare(
    `UPDATE deliveries SET delivered_at = ?, attempts = max(attempts, 1), attempt_started_at = NULL
     WHERE transport = ? AND delivered_at IS NULL AND message_seq = (SELECT seq FROM messages WHERE id = ?)`,
  );
  const known = db.prepare('SELECT 1 FROM messages WHERE id = ?');
  for (const { line, text } of linesOf(file)) {
    const { record, torn, wrongShape } = parseLine(text, legacyDelivery);
    if (torn !== undefined) {
      report.unreadable.push({
        line,
        text: torn,
        reason: record
          ? 'cut short by a failed write; the record written after it on the same line was recovered'
          : `${wrongShape ? 'JSON, but not a delivery record' : 'not a whole delivery record (cut short or damaged)'}: the message it named counts as not delivered and will be sent again`,
      });
    }
    if (!record) continue;
    if (markDelivered.run(record.deliveredAt, transport, record.id).changes) report.added += 1;
    else if (!known.get(record.id)) report.unreadable.push({ line, text, reason: `names message ${record.id}, which is not in the store` });
  }
  return report;
}

function describe(report: FileReport, what: string): string {
  const lines = report.unreadable.map((entry) => entry.line);
  const shown = lines.slice(0, 10).join(', ') + (lines.length > 10 ? ', …' : '');
  const unreadable = lines.length
    ? `; ${lines.length} line(s) could not be read (line ${shown}), kept word for word: see \`npm run messages -- unreadable\``
    : '';
  return `contact: imported ${report.file}: ${report.added} ${what}${unreadable}`;
}

/** Imports the JSONL files of the earlier store that are new or changed since their last import. */
export function importLegacyFiles(db: Db, dir: string, log: (line: string) => void): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const deliveryFiles = names.filter((name) => deliveriesFilePattern.test(name)).sort();
  const candidates = [...(names.includes(legacyMessagesFile) ? [legacyMessagesFile] : []), ...deliveryFiles];
  const imported = db.prepare('SELECT size, mtime_ms FROM imported_files WHERE file = ?');
  const due = candidates.filter((name) => {
    const stat = statSync(path.join(dir, name));
    const before = imported.get(name) as { size: number; mtime_ms: number } | undefined;
    return !before || before.size !== stat.size || before.mtime_ms !== stat.mtimeMs;
  });
  if (due.length === 0) return;

  const reports: string[] = [];
  // One transaction: the import happens whole, or (a full disk, a crash) not at all and again next start.
  db.transaction(() => {
    const foundAt = new Date().toISOString();
    const keep = db.prepare('INSERT OR IGNORE INTO unreadable_lines (file, line, text, reason, found_at) VALUES (?, ?, ?, ?, ?)');
    const record = db.prepare(
      `INSERT INTO imported_files (file, size, mtime_ms, imported_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (file) DO UPDATE SET size = excluded.size, mtime_ms = excluded.mtime_ms, imported_at = excluded.imported_at`,
    );
    for (const name of due) {
      const file = path.join(dir, name);
      const stat = statSync(file);
      const transport = deliveriesFilePattern.exec(name)?.[1];
      const report = transport ? importDeliveries(db, file, transport) : importMessages(db, file);
      for (const entry of report.unreadable) keep.run(name, entry.line, entry.text, entry.reason, foundAt);
      record.run(name, stat.size, stat.mtimeMs, foundAt);
      reports.push(describe(report, transport ? `deliveries by ${transport}` : 'messages'));
    }
  }).immediate();
  reports.forEach((line) => log(line));
}
