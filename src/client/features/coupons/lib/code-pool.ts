// A pool of unique codes, one handed out per redemption. The admin pastes them or imports
// a CSV; the same splitting rule as the server (one per line or comma separated).

export function splitCodes(text: string): string[] {
  return text
    .split(/[\n\r,]+/)
    .map((code) => code.trim())
    .filter(Boolean);
}

/** The first code given twice, or null: the server refuses a pool with a repeat, say it here first. */
export function firstDuplicate(codes: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const code of codes) {
    if (seen.has(code)) return code;
    seen.add(code);
  }
  return null;
}

function firstCell(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('"')) {
    const end = trimmed.indexOf('"', 1);
    return (end === -1 ? trimmed.slice(1) : trimmed.slice(1, end)).trim();
  }
  return trimmed.split(/[,;\t]/)[0]!.trim();
}

const HEADER = /^(codes?|coupon ?codes?|unique ?codes?)$/i;

/** The codes of a CSV file: the first column of each row, a header row ("code") skipped. */
export function codesFromCsv(text: string): string[] {
  const cells = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map(firstCell)
    .filter(Boolean);
  if (cells[0] && HEADER.test(cells[0])) cells.shift();
  return cells;
}

/** Adds imported codes to what is in the box, one per line, leaving out codes already there. */
export function mergeCodes(current: string, imported: readonly string[]): { text: string; added: number } {
  const existing = new Set(splitCodes(current));
  const fresh = [...new Set(imported)].filter((code) => !existing.has(code));
  const base = current.trim();
  return { text: [base, ...fresh].filter(Boolean).join('\n'), added: fresh.length };
}
