import type { ReactNode } from 'react';

/** The page heading every screen starts with; the one h1 of the page. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 id="page-title" className="text-2xl font-semibold">
        {title}
      </h1>
      {children}
    </div>
  );
}

/** An honest "nothing here (yet)" panel: says what is missing and, when it helps, what to do next. */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="card border border-dashed border-base-300 bg-base-100">
      <div className="card-body items-center text-center">
        <p className="max-w-prose text-base-content/80">{message}</p>
        {children}
      </div>
    </div>
  );
}
