import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { HeaderLanguagePicker } from '@/client/components/language-picker';
import { loginPath } from '@/client/lib/navigation';
import { currentUserAtom } from '@/client/lib/session/session';
import { useMenuTypeahead } from '@/client/lib/hooks/use-typeahead';
import { EXTERNAL_REL, HEADER_LINKS, PORTAL_LINKS } from '../config/external-links';

// Only a signed-in visitor has a menu: it loads with the first signed-in view, so a first
// visit does not download it (performance budget).
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

/**
 * The catalogue's own header (spec section 2, Public): the site's links, then Login or the user menu.
 * `bell`: the notifications' bell for a signed-in visitor, composed in by the app.
 */
export function CatalogueHeader({ bell }: { bell?: ReactNode } = {}) {
  const { t } = useLingui();
  const user = useAtomValue(currentUserAtom);
  return (
    <header className="navbar gap-2 border-b border-base-300 bg-base-100 px-4">
      <div className="flex flex-1 items-center gap-2">
        <SiteLinksMenu />
        <Link href="/" className="inline-flex min-h-11 items-center text-xl font-bold text-primary">
          Rebox
        </Link>
        <nav aria-label={t`Rebox website`} className="hidden lg:block">
          <ul className="menu menu-horizontal px-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel={EXTERNAL_REL}>
                  {t(link.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <HeaderLanguagePicker />
      {user && bell}
      {user ? (
        <Suspense fallback={<span className="btn btn-ghost btn-sm w-24" aria-hidden="true" />}>
          <UserMenu user={user} />
        </Suspense>
      ) : (
        <Link href={loginPath(currentPathForReturn())} className="btn btn-primary btn-sm min-h-11">
          {t`Login`}
        </Link>
      )}
    </header>
  );
}

/**
 * The portal's own public pages (where to hand a box in, what it earns) at every width; on phones
 * the site's links fold in below them, so the header stays one line.
 */
function SiteLinksMenu() {
  const { t } = useLingui();
  const details = useRef<HTMLDetailsElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const onTypeahead = useMenuTypeahead(() => (details.current?.open ? list.current : null));
  const close = () => details.current?.removeAttribute('open');
  return (
    <details ref={details} className="dropdown" onKeyDown={onTypeahead}>
      <summary className="btn btn-ghost btn-square min-h-11 min-w-11" aria-label={t`Menu`}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </summary>
      <ul ref={list} className="menu dropdown-content z-20 mt-2 w-60 rounded-box bg-base-100 p-2 shadow" data-testid="site-menu">
        {PORTAL_LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="flex min-h-11 items-center" onClick={close}>
              {t(link.label)}
            </Link>
          </li>
        ))}
        <li className="menu-title lg:hidden">{t`Rebox website`}</li>
        {HEADER_LINKS.map((link) => (
          <li key={link.href} className="lg:hidden">
            <a href={link.href} target="_blank" rel={EXTERNAL_REL} className="flex min-h-11 items-center">
              {t(link.label)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function currentPathForReturn(): string {
  return `${window.location.pathname}${window.location.search}`;
}
