// The "horizontal" menu layout (offered at xl and wider): the role's menu as a bar under the
// header; a parent opens its children below it, one at a time. Typing a letter moves to the
// entry starting with it: among the open parent's children, else along the bar.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { Icon } from '@/client/components/icon';
import { currentUserAtom } from '@/client/lib/session/session';
import { useMenuTypeahead } from '@/client/lib/hooks/use-typeahead';
import { isItemActive, itemHref, menuForRole } from '../menus';
import { useMenuAccordion } from '../use-menu-accordion';

export function HorizontalMenu() {
  const { t } = useLingui();
  const user = useAtomValue(currentUserAtom);
  const [pathname] = useLocation();
  const items = user ? menuForRole(user.role) : [];
  const { open, toggle, close } = useMenuAccordion(items, pathname);
  const bar = useRef<HTMLUListElement>(null);
  const onTypeahead = useMenuTypeahead(() => (open !== null && document.getElementById(`hmenu-panel-${open}`)) || bar.current);

  return (
    <nav
      aria-label={t`Main menu`}
      data-testid="horizontal-menu"
      className="hidden border-b border-base-300 bg-base-100 xl:block"
      // A dropdown closes on Escape, or when focus or a click moves out of the bar.
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
        else onTypeahead(event);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <ul ref={bar} className="menu menu-horizontal gap-1 px-4">
        {items.map((item, index) => {
          if (item.isHeadr) return null;
          const active = isItemActive(item, pathname);
          if (!item.child) {
            return (
              <li key={item.title}>
                <Link href={itemHref(item)} aria-current={active ? 'page' : undefined} className={active ? 'menu-active' : ''}>
                  <Icon name={item.icon} />
                  {item.title}
                </Link>
              </li>
            );
          }
          const panelId = `hmenu-panel-${index}`;
          return (
            <li key={item.title} className="relative">
              <button type="button" aria-expanded={open === index} aria-controls={panelId} onClick={() => toggle(index)} className={active ? 'font-semibold text-primary' : ''}>
                <Icon name={item.icon} />
                {item.title}
                <Icon name="chevronDown" className="size-4" />
              </button>
              {open === index && (
                <ul id={panelId} className="menu absolute top-full z-20 w-52 rounded-box bg-base-100 shadow">
                  {item.child.map((child) => (
                    <li key={child.childlink}>
                      <Link href={child.childlink} onClick={() => toggle(index)} aria-current={child.childlink === pathname ? 'page' : undefined}>
                        {child.childtitle}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
