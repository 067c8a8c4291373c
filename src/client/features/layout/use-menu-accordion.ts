import { useState } from 'react';
import { parentIndexForPath, type MenuItem } from './menus';

/**
 * One accordion parent open at a time; the parent of the current path opens on arrival and
 * whenever the path moves to another parent's child (spec section 2).
 */
export function useMenuAccordion(items: MenuItem[], pathname: string) {
  const [open, setOpen] = useState<number | null>(() => parentIndexForPath(items, pathname));
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    // Derived from the path during render (React's pattern for state that follows a prop).
    setSeenPath(pathname);
    const parent = parentIndexForPath(items, pathname);
    if (parent !== null) setOpen(parent);
  }
  const toggle = (index: number) => setOpen((current) => (current === index ? null : index));
  const close = () => setOpen(null);
  return { open, toggle, close };
}
