// Pure geometry of the 30-day points chart, kept apart from the SVG so it is tested alone.
export interface DayPoints {
  day: string;
  issued: number;
  redeemed: number;
}

/** A round axis top at or above the largest value: 1, 2 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 10;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value)!;
  return step * power;
}

export interface ChartBox {
  width: number;
  height: number;
  left: number;
  bottom: number;
  top: number;
  right: number;
}

/** The polyline points ("x,y x,y …") of one series inside the plot area. */
export function seriesPath(values: readonly number[], max: number, box: ChartBox): string {
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const stepX = values.length > 1 ? plotWidth / (values.length - 1) : 0;
  return values
    .map((v, i) => {
      const x = box.left + i * stepX;
      const y = box.top + plotHeight - (Math.max(0, v) / max) * plotHeight;
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}

const round = (n: number) => Math.round(n * 10) / 10;

export function totals(days: readonly DayPoints[]) {
  return days.reduce((sum, d) => ({ issued: sum.issued + d.issued, redeemed: sum.redeemed + d.redeemed }), { issued: 0, redeemed: 0 });
}
