// react-hot-toast, loaded with the first toast instead of with the app: the catalogue's first
// visit shows no toast, so it does not download the library (performance budget). Same calls
// as react-hot-toast's `toast`; the id is chosen here so a call can return it at once.
import { useSyncExternalStore } from 'react';
import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

type Message = ValueOrFunction<Renderable, Toast>;
type HotToast = typeof import('react-hot-toast').default;

let library: Promise<HotToast> | null = null;
let lastId = 0;
const listeners = new Set<() => void>();

/** True once a toast was asked for: the app shell mounts the toaster from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => library !== null,
  );
}

function withLibrary(use: (hot: HotToast) => void) {
  if (!library) {
    library = import('react-hot-toast').then((module) => module.default);
    for (const listener of listeners) listener();
  }
  library.then(use).catch((error: unknown) => {
    // Only when the chunk cannot load (offline before it was ever cached): say it in the console.
    library = null;
    console.warn('Rebox: could not show a message', error);
  });
}

function show(kind: 'blank' | 'success' | 'error') {
  return (message: Message, options?: ToastOptions): string => {
    const id = options?.id ?? `rebox-toast-${++lastId}`;
    withLibrary((hot) => (kind === 'blank' ? hot : hot[kind])(message, { ...options, id }));
    return id;
  };
}

export const toast = Object.assign(show('blank'), {
  success: show('success'),
  error: show('error'),
  /** Starts the exit animation of one toast (or all); nothing to do before the first toast. */
  dismiss(id?: string) {
    if (library) withLibrary((hot) => hot.dismiss(id));
  },
  /** Removes one toast (or all) at once. */
  remove(id?: string) {
    if (library) withLibrary((hot) => hot.remove(id));
  },
});
