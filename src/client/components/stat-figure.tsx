// One dashboard figure: a label, the number, and an optional line of context.
// Used inside a <dl>, so each figure reads as "term: value" to screen readers.
export function StatFigure({ label, value, note, testId }: { label: string; value: number | string; note?: string; testId?: string }) {
  return (
    <div className="rounded-box bg-base-100 p-4 shadow-sm">
      <dt className="text-sm text-base-content/70">{label}</dt>
      <dd className="text-2xl font-bold" data-testid={testId}>
        {typeof value === 'number' ? value.toLocaleString() : value}
      </dd>
      {note && <dd className="text-xs text-base-content/70">{note}</dd>}
    </div>
  );
}
