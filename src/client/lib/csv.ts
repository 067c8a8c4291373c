// CSV built in the browser from what the API returns (no export route on the server).
// RFC 4180 quoting; text cells that a spreadsheet would run as a formula are prefixed with
// an apostrophe (CSV injection), numbers are left as they are.
import { saveFile } from './save-file';

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves text as a CSV file; a BOM so spreadsheet apps read UTF-8 names. */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(fileName, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}
