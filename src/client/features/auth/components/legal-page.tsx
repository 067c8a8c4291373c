import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { activeFormattingLocale } from '@/client/lib/i18n/language';

/** The frame of the plain-language pages a new account accepts (/terms, /privacy). */
export function LegalPage({ title, updated, children }: { title: string; updated: Date; children: ReactNode }) {
  const { t } = useLingui();
  // "November 2026" as the active language writes a month.
  const month = updated.toLocaleDateString(activeFormattingLocale(), { month: 'long', year: 'numeric' });
  return (
    <article aria-labelledby="page-title" className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-8">
      <Link href="/" className="link link-primary inline-flex min-h-11 items-center self-start">
        {t`Back to the coupons`}
      </Link>
      <div className="card bg-base-100 shadow-sm">
        <div className="card-body gap-4 leading-relaxed [&_h2]:text-lg [&_h2]:font-semibold [&_ul]:list-disc [&_ul]:ps-6">
          <header>
            <h1 id="page-title" className="text-2xl font-semibold">
              {title}
            </h1>
            <p className="text-sm text-base-content/70">{t`Last updated ${month}`}</p>
          </header>
          {children}
        </div>
      </div>
    </article>
  );
}
