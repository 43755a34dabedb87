// The export's file: a ZIP holding data.json (everything) and one CSV per list (RFC 4180: CRLF line ends, a header
// row, fields quoted where they hold a comma, quote or line break), cells a spreadsheet would run as a formula made
// inert as in every other export (csvCell). Pure: the job stores what this answers.
import { stringify } from 'csv-stringify/sync';
import { zipSync } from 'fflate';
import { csvCell } from '../http/admin-exports.ts';
import type { ExportTable, UserData } from './collect-user-data.ts';

/** A value as one CSV cell: lists and objects as their JSON, the rest as csvCell writes it. */
function cell(value: unknown): string {
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) return csvCell(JSON.stringify(value));
  return csvCell(value);
}

/** One table as CSV text, its header first. */
export function tableCsv(t: ExportTable): string {
  return stringify([[...t.columns], ...t.rows.map((row) => t.columns.map((c) => cell(row[c])))], {
    record_delimiter: 'windows',
  });
}

/** The ZIP's bytes; every entry dated `at` (the export's time). */
export function exportArchive(data: UserData, at: Date): Uint8Array {
  const text = (s: string) => new TextEncoder().encode(s);
  const entries: Record<string, Uint8Array> = { 'data.json': text(`${JSON.stringify(data.json, null, 2)}\n`) };
  for (const t of data.tables) entries[t.file] = text(tableCsv(t));
  return zipSync(entries, { level: 6, mtime: at });
}
