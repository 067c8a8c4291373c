import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV building', () => {
  it('quotes commas, quotes and line breaks, and leaves numbers alone', () => {
    expect(toCsv(['name', 'points'], [['Ada, "the first"', -20], ['Bo\nline', 0]])).toBe('name,points\r\n"Ada, ""the first""",-20\r\n"Bo\nline",0\r\n');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(null)).toBe('');
  });
});
