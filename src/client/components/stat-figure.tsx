// One dashboard figure: a label, the number, and an optional line of context.
// Used inside a <dl>, so each figure reads as "term: value" to screen readers. A figure that
// counts rows the user can open links to that list (`href`, with a link text naming it).
import { Link } from 'wouter';
import { formatNumber } from '@/client/lib/format/format';

interface StatFigureProps {
  label: string;
  value: number | string;
  note?: string;
  testId?: string;
  href?: string;
  linkLabel?: string;
}

export function StatFigure({ label, value, note, testId, href, linkLabel }: StatFigureProps) {
  return (
    <div className="rounded-box bg-base-100 p-4 shadow-sm">
      <dt className="text-sm text-base-content/70">{label}</dt>
      <dd className="text-2xl font-bold" data-testid={testId}>
        {typeof value === 'number' ? formatNumber(value) : value}
      </dd>
      {note && <dd className="text-xs text-base-content/70">{note}</dd>}
      {href && (
        <dd>
          <Link href={href} className="link link-primary inline-flex min-h-11 items-center text-sm md:min-h-0">
            {linkLabel ?? label}
          </Link>
        </dd>
      )}
    </div>
  );
}
