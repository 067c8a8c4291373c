import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { PATHS } from '@/shared/screen-paths';

/** The sidebar logo links to /dashboard (spec section 2): the full logo at xl, the icon below. */
export function Logo({ full = true }: { full?: boolean }) {
  const { t } = useLingui();
  return (
    <Link href={PATHS.dashboard} className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-box p-1" aria-label={t`Rebox dashboard`}>
      <img src="/icons/icon-192.png" alt="" width="32" height="32" className="size-8 rounded-lg" />
      {full && <span className="hidden text-xl font-bold tracking-tight text-primary xl:inline">Rebox</span>}
    </Link>
  );
}
