// CO₂ figures appear on the user dashboard and the staff dashboards: one way to write them.
import { formatDecimal, formatNumber } from './format';

/** Grams as people read them: "750 g", "12.5 kg", "3.2 t" (units are SI symbols in every language). */
export function formatCo2(grams: number): string {
  if (grams >= 1_000_000) return `${formatDecimal(grams / 1_000_000)} t`;
  if (grams >= 1000) return `${formatDecimal(grams / 1000)} kg`;
  return `${formatNumber(grams)} g`;
}
