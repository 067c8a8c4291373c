// Menu type-ahead (WAI-ARIA menu pattern; spec section 9): a typed letter moves to the next
// entry starting with it, letters typed in quick succession add up to a longer prefix, and
// 350 ms without typing starts afresh. One hook for every menu of the app.
import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';

export const TYPEAHEAD_RESET_MS = 350;

type TypedKey = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/**
 * The entry to move to for `typed`, or null: the next entry after `current` (wrapping) whose
 * label starts with it. A longer prefix may stay on the current entry; a repeated single
 * letter ("ss") cycles through the entries starting with that letter.
 */
export function typeaheadMatch(labels: readonly string[], current: number, typed: string): number | null {
  if (labels.length === 0 || typed === '') return null;
  const normalised = labels.map((label) => label.trim().toLocaleLowerCase());
  const repeated = [...typed].every((letter) => letter === typed[0]);
  const prefix = repeated ? typed[0]! : typed;
  // A single letter (or a repeated one) looks from the next entry; a longer prefix from this one.
  const start = repeated || current < 0 ? current + 1 : current;
  for (let step = 0; step < normalised.length; step++) {
    const index = (start + step) % normalised.length;
    if (normalised[index]!.startsWith(prefix)) return index;
  }
  return null;
}

/** The character a key types, or null for a shortcut, a named key or Space (which activates an entry). */
function typedCharacter(event: TypedKey): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey || [...event.key].length !== 1 || event.key === ' ') return null;
  return event.key.toLocaleLowerCase();
}

/**
 * Returns `find(event, labels, current)`: the entry a typed key moves to, or null when the key
 * types nothing or no entry matches. The typed letters are kept until 350 ms pass without one.
 */
export function useTypeahead() {
  const typed = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((event: TypedKey, labels: readonly string[], current: number): number | null => {
    const character = typedCharacter(event);
    if (character === null) return null;
    typed.current += character;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      typed.current = '';
    }, TYPEAHEAD_RESET_MS);
    return typeaheadMatch(labels, current, typed.current);
  }, []);
}

const ENTRY_SELECTOR = 'a[href], button, [role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]';

/** The entries typing can reach: links and buttons one can focus (a disabled one cannot). */
function menuEntries(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(ENTRY_SELECTOR)].filter(
    (entry) => !entry.matches(':disabled') && entry.getAttribute('aria-disabled') !== 'true' && !entry.closest('[hidden], [inert]'),
  );
}

/**
 * For a menu in the page: a keydown handler for the element holding it (the trigger and its
 * list) that moves focus to the entry the typed letters name. Only the entries of `list()` count,
 * so a closed menu (no list) ignores typing.
 */
export function useMenuTypeahead(list: () => HTMLElement | null | undefined) {
  const find = useTypeahead();
  return useCallback(
    (event: KeyboardEvent) => {
      const container = list();
      if (!container) return;
      const entries = menuEntries(container);
      const current = entries.indexOf(document.activeElement as HTMLElement);
      const next = find(event, entries.map((entry) => entry.textContent ?? ''), current);
      if (next === null) return;
      event.preventDefault();
      entries[next]!.focus();
    },
    [find, list],
  );
}
