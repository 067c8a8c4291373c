import type { ReactNode } from 'react';

/**
 * One dashboard figure, with a sentence under it saying what it counts, for the people who read it.
 * min-w-0: a grid item otherwise grows to its content (the chart is drawn 720 px wide until it
 * is measured), and the dashboard scrolled sideways on a 390 px phone.
 */
export function FigureCard({ title, explains, children, className }: { title: string; explains: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`card min-w-0 border border-base-300 bg-base-100 ${className ?? ''}`}>
      <div className="card-body gap-3 p-4 md:p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide opacity-70">{title}</h2>
        {children}
        <p className="mt-auto text-xs opacity-70" data-testid="figure-explains">
          {explains}
        </p>
      </div>
    </section>
  );
}
