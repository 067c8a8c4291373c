// CSV built in the browser from what the API returns; the cell rule (RFC 4180 quoting, an
// apostrophe before a would-be formula) is the one the server's streamed exports use.
import { csvCell, type CsvCell } from '@/shared/csv';
import { saveFile } from '../save-file';

export { csvCell, type CsvCell };

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves text as a CSV file; a BOM so spreadsheet apps read UTF-8 names. */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(fileName, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}
