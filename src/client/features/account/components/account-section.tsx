import { useId, type ReactNode } from 'react';

/** One card of the account screen: a heading (h2) that names the region, a line of context, its controls. */
export function AccountSection({ title, description, tone, children }: { title: string; description?: ReactNode; tone?: 'danger'; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`card bg-base-100 shadow-sm ${tone === 'danger' ? 'border border-error/40' : ''}`}>
      <div className="card-body gap-4">
        <div>
          <h2 id={id} className="card-title text-lg">
            {title}
          </h2>
          {description && <p className="text-sm text-base-content/70">{description}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

/** The server's sentence after a failed call, read out at once. */
export function FailureSentence({ message }: { message: string }) {
  return message ? (
    <p role="alert" className="alert alert-error alert-soft text-sm">
      {message}
    </p>
  ) : null;
}
