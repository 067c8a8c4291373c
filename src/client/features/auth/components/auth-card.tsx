import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The centred card the login and register forms sit in, thumb-reachable on a phone. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8">
      <a href="/" className="mx-auto" aria-label={t`Rebox home`}>
        <img src="/icons/icon-192.png" alt="" width="56" height="56" className="rounded-xl" />
      </a>
      <div className="card bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          <div>
            <h1 id="page-title" className="text-2xl font-semibold">
              {title}
            </h1>
            <p className="text-base-content/70">{intro}</p>
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}

/** The end of every auth form: the server's sentence when it refused, then the submit button. */
export function AuthSubmit({ error, busy, label, busyLabel }: { error: string | null; busy: boolean; label: string; busyLabel: string }) {
  return (
    <>
      {error && (
        <p role="alert" className="alert alert-error alert-soft text-sm">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block min-h-12" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
