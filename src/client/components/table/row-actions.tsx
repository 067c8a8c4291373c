// The actions of one table row: buttons side by side from md, one "Actions" menu on phones
// so a row stays one line high at 360 px (typing a letter in it moves to the action starting
// with it). Actions that need the network are disabled, with the reason, while offline. An
// action that opens another screen is a link (`href`). The phone menu opens in a layer of its own
// (fixed to the screen), so the table's scrolling box cannot cut it off.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { Link } from 'wouter';
import { OFFLINE_REASON, onlineAtom } from '@/client/lib/pwa/online-status';
import { useMenuTypeahead } from '@/client/lib/hooks/use-typeahead';

export type RowAction = {
  label: string;
  /** The accessible name, naming the row ("Edit Ada"). */
  name: string;
  danger?: boolean;
  disabled?: boolean;
  /** Why it is disabled (shown as the tooltip). */
  reason?: string;
  /** Defaults to true: most row actions call the server. */
  needsNetwork?: boolean;
} & ({ onClick: () => void; href?: never } | { href: string; onClick?: never });

export function RowActions({ actions, label }: { actions: readonly RowAction[]; label?: string }) {
  const online = useAtomValue(onlineAtom);
  const { t } = useLingui();
  const menu = useRef<HTMLDetailsElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const onTypeahead = useMenuTypeahead(() => (menu.current?.open ? list.current : null));
  const place = useMenuPlace(menu, list);
  const state = (action: RowAction) => {
    const offline = action.needsNetwork !== false && !online;
    return { disabled: !!action.disabled || offline, title: offline ? OFFLINE_REASON : action.reason };
  };
  return (
    <>
      <div className="hidden flex-wrap gap-1 md:flex">
        {actions.map((action) =>
          action.href !== undefined ? (
            <Link key={action.label} href={action.href} className="btn btn-ghost btn-xs" aria-label={action.name}>
              {action.label}
            </Link>
          ) : (
            <button
              key={action.label}
              type="button"
              className={`btn btn-ghost btn-xs ${action.danger ? 'text-error' : ''}`}
              aria-label={action.name}
              onClick={action.onClick}
              {...state(action)}
            >
              {action.label}
            </button>
          ),
        )}
      </div>
      <details ref={menu} className="dropdown dropdown-end md:hidden" onKeyDown={onTypeahead} onToggle={place.update}>
        <summary className="btn btn-ghost btn-sm" aria-label={label ?? t`Actions`}>
          ⋯
        </summary>
        <ul ref={list} style={place.style} className="menu dropdown-content z-50 w-44 rounded-box border border-base-300 bg-base-100 p-1 shadow">
          {actions.map((action) => (
            <li key={action.label}>
              {action.href !== undefined ? (
                <Link href={action.href} aria-label={action.name} onClick={() => menu.current?.removeAttribute('open')}>
                  {action.label}
                </Link>
              ) : (
                <button
                  type="button"
                  className={action.danger ? 'text-error' : ''}
                  aria-label={action.name}
                  onClick={() => {
                    menu.current?.removeAttribute('open');
                    action.onClick();
                  }}
                  {...state(action)}
                >
                  {action.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}

const BOTTOM_BAR_PX = 72;

/** Where the open menu goes on the screen: under its button, its end edge on the button's, or above when there is no room below. */
function useMenuPlace(menu: RefObject<HTMLDetailsElement | null>, list: RefObject<HTMLUListElement | null>) {
  const [style, setStyle] = useState<CSSProperties | undefined>(undefined);
  const update = () => {
    const details = menu.current;
    const button = details?.querySelector('summary');
    if (!details?.open || !button) return setStyle(undefined);
    const box = button.getBoundingClientRect();
    const height = list.current?.offsetHeight ?? 0;
    const rtl = getComputedStyle(details).direction === 'rtl';
    // The phone's bottom bar covers the last 4rem of the screen (the menu exists on phones only).
    const room = window.innerHeight - BOTTOM_BAR_PX - box.bottom;
    const below = room >= height + 8 || box.top < height + 8;
    setStyle({
      position: 'fixed',
      ...(below ? { top: box.bottom + 4, bottom: 'auto' } : { top: 'auto', bottom: window.innerHeight - box.top + 4 }),
      ...(rtl ? { left: box.left, right: 'auto' } : { left: 'auto', right: document.documentElement.clientWidth - box.right }),
    });
  };
  // A fixed menu would stay put while the page scrolls under it: scrolling closes it instead.
  const open = style !== undefined;
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (list.current?.contains(event.target as Node)) return;
      menu.current?.removeAttribute('open');
    };
    window.addEventListener('scroll', close, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', close, { capture: true });
  }, [open, menu, list]);
  return { style, update };
}
