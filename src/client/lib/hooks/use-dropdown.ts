// A menu that drops from a button (the profile and language menus in the headers): a disclosure
// that a click elsewhere or Escape closes, Escape handing focus back to the button, and typed
// letters moving through its entries.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMenuTypeahead } from './use-typeahead';

export function useDropdown() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const onTypeahead = useMenuTypeahead(() => panel.current);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
        return;
      }
      onTypeahead(event);
    },
    [open, onTypeahead],
  );
  return { open, close, toggle, onKeyDown, root, button, panel };
}
