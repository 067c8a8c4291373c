// The bench's table: each figure with its budget and whether it was met.
export interface Figure {
  name: string;
  value: number | null;
  unit: string;
  /** 'max': value must be <= budget; 'min': value must be >= budget; null: printed only. */
  kind: 'max' | 'min' | null;
  budget?: number;
  note?: string;
  /** When it was measured (bench-results.json keeps each row's latest). */
  at?: string;
}

export function met(figure: Figure): boolean | null {
  if (figure.kind === null || figure.budget === undefined) return null;
  if (figure.value === null) return false;
  return figure.kind === 'max' ? figure.value <= figure.budget : figure.value >= figure.budget;
}

const format = (value: number | null, unit: string) =>
  value === null ? 'not measured' : `${Number.isInteger(value) ? value : value.toFixed(value < 10 ? 2 : 1)} ${unit}`.trim();

export function table(figures: Figure[]): string {
  const rows = figures.map((f) => {
    const verdict = met(f);
    return [
      f.name,
      format(f.value, f.unit),
      f.kind === null || f.budget === undefined ? '' : `${f.kind === 'max' ? '≤' : '≥'} ${f.budget} ${f.unit}`.trim(),
      verdict === null ? '' : verdict ? 'met' : 'NOT MET',
      f.note ?? '',
    ];
  });
  const header = ['figure', 'value', 'budget', 'result', 'note'];
  const lines = [header, ['---', '---', '---', '---', '---'], ...rows].map((cells) => `| ${cells.join(' | ')} |`);
  return lines.join('\n');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
