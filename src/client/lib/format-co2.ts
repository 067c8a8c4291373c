// CO2 figures appear on the user dashboard and the staff dashboards: one way to write them.
/** Grams as people read them: "750 g", "12.5 kg", "3.2 t". */
export function formatCo2(grams: number): string {
  if (grams >= 1_000_000) return `${(grams / 1_000_000).toLocaleString(undefined, { maximumFractionDigits: 1 })} t`;
  if (grams >= 1000) return `${(grams / 1000).toLocaleString(undefined, { maximumFractionDigits: 1 })} kg`;
  return `${grams.toLocaleString()} g`;
}
