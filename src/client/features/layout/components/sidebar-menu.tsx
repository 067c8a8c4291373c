// The role's menu as a vertical list: links, accordion parents with their children, header
// labels. Used by the desktop sidebar and the drawer below xl. Typing a letter moves to the next
// entry starting with it, as in every menu of the app.
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { Icon } from '@/client/components/icon';
import { currentUserAtom } from '@/client/lib/session/session';
import { useMenuTypeahead } from '@/client/lib/hooks/use-typeahead';
import { isItemActive, itemHref, menuForRole } from '../menus';
import { useMenuAccordion } from '../use-menu-accordion';

interface SidebarMenuProps {
  /** Icons only (the 72 px sidebar); titles stay available to screen readers. */
  iconsOnly?: boolean;
  onNavigate?: () => void;
}

export function SidebarMenu({ iconsOnly = false, onNavigate }: SidebarMenuProps) {
  const user = useAtomValue(currentUserAtom);
  const [pathname] = useLocation();
  const items = user ? menuForRole(user.role) : [];
  const { open, toggle } = useMenuAccordion(items, pathname);
  const label = iconsOnly ? 'sr-only' : 'truncate';
  const list = useRef<HTMLUListElement>(null);
  const onTypeahead = useMenuTypeahead(() => list.current);

  return (
    <ul ref={list} className="menu w-full gap-1 px-3" data-testid="sidebar-menu" onKeyDown={onTypeahead}>
      {items.map((item, index) => {
        if (item.isHeadr) {
          return (
            <li key={`header-${item.title}`} className={`menu-title ${iconsOnly ? 'sr-only' : ''}`}>
              {item.title}
            </li>
          );
        }
        const active = isItemActive(item, pathname);
        if (item.child) {
          const isOpen = open === index;
          const panelId = `menu-panel-${index}`;
          return (
            <li key={item.title}>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                className={`min-h-11 content-center ${active ? 'font-semibold text-primary' : ''}`}
                title={iconsOnly ? item.title : undefined}
              >
                <Icon name={item.icon} />
                <span className={`${label} flex-1 text-start`}>{item.title}</span>
                {!iconsOnly && <Icon name="chevronDown" className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />}
              </button>
              {isOpen && !iconsOnly && (
                <ul id={panelId}>
                  {item.child.map((child) => (
                    <li key={child.childlink}>
                      <Link
                        href={child.childlink}
                        onClick={onNavigate}
                        aria-current={child.childlink === pathname ? 'page' : undefined}
                        className={`min-h-10 content-center ${child.childlink === pathname ? 'menu-active' : ''}`}
                      >
                        {child.childtitle}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        }
        return (
          <li key={item.title}>
            <Link
              href={itemHref(item)}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={`min-h-11 content-center ${active ? 'menu-active' : ''}`}
              title={iconsOnly ? item.title : undefined}
            >
              <Icon name={item.icon} />
              <span className={label}>{item.title}</span>
              {item.badge && !iconsOnly && <span className="badge badge-primary badge-sm ms-auto">{item.badge}</span>}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
