// The frame of a signed-in screen: heading (the page's one h1, id page-title like every other
// screen), a line of context, and the screen's main actions, stacked on phones, side by side from md.
import type { ReactNode } from 'react';

interface PageFrameProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** A link back up (e.g. to the client list). */
  back?: ReactNode;
  children: ReactNode;
}

export function PageFrame({ title, description, actions, back, children }: PageFrameProps) {
  return (
    <section aria-labelledby="page-title" className="flex w-full flex-col gap-4">
      {back}
      <header className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 id="page-title" className="text-2xl font-semibold">
            {title}
          </h1>
          {description && <p className="mt-1 text-sm opacity-75">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
