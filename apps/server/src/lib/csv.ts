/**
 * CSV downloads (RFC 4180) for the back office: survey responses and reports. UTF-8 with a byte
 * order mark, so spreadsheet apps read accents and other scripts right; CRLF between rows; a
 * cell quoted when it holds a comma, a quote, a line break or spaces at an end. A text cell
 * that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 * is written with a leading apostrophe (OWASP's advice on CSV injection); numbers are written
 * as they are.
 */
import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/** A cell: text (guarded against formulas), a number, or nothing. */
export type CsvCell = string | number | null | undefined;

export const CSV_BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell as CSV text. */
export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row as CSV text, with its line end. */
export const csvRow = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(",")}\r\n`;

/** A whole CSV document from its rows (the header first), byte order mark included. */
export async function* csvLines(rows: AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>) {
  yield CSV_BOM;
  for await (const row of rows) yield csvRow(row);
}

/**
 * Sends rows as a CSV download, streamed as they are read, never cached; `fileName` is ASCII
 * (the club's words may be in the rows, not the name).
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  rows: AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>,
) {
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName.replace(/[^\w.-]/g, "_")}"`)
    .header("cache-control", "private, no-store")
    .send(Readable.from(csvLines(rows)));
}

/**
 * Parses CSV text (what `csvLines` writes, or a spreadsheet's): quoted cells, doubled quotes,
 * line breaks inside quotes; the byte order mark dropped. Tests read downloads back with it.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}
