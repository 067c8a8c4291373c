// The frame of a staff screen: heading, a line of context, and the screen's main actions,
// stacked on phones and side by side from md.
import type { ReactNode } from 'react';

interface StaffPageProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** A link back up (e.g. to the client list). */
  back?: ReactNode;
  children: ReactNode;
}

export function StaffPage({ title, description, actions, back, children }: StaffPageProps) {
  return (
    <section className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-4 md:p-6">
      {back}
      <header className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          {description && <p className="mt-1 text-sm opacity-75">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
