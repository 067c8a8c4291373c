// One accessible modal for the whole app (search, theme customizer, the menu drawer, the
// redeem flow): a native <dialog> opened with showModal, so the page behind is inert and the
// dialog sits in the top layer. Tab and Shift+Tab are kept inside it explicitly (a native
// modal lets focus escape to the browser's own UI), Escape closes it, and focus goes back to
// the control that opened it.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './icon';

export type ModalPlacement = 'middle' | 'top' | 'start' | 'end';

// Whole class names, so Tailwind finds them when it scans this file.
const PLACEMENT_CLASS: Record<ModalPlacement, string> = {
  middle: 'modal-middle',
  top: 'modal-top',
  start: 'modal-start',
  end: 'modal-end',
};

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Visually hide the title (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  placement?: ModalPlacement;
  boxClassName?: string;
  children: ReactNode;
  testId?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]') && el.tabIndex >= 0);
}

export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

function OpenModal({ onClose, title, hideTitle, placement = 'middle', boxClassName = '', children, testId }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { t } = useLingui();

  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const element = dialog.current!;
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    else element.setAttribute('open', '');
    // showModal focuses the first focusable element, which would be the box itself (it has
    // tabIndex -1 to take focus when empty): focus the first field instead (the search box,
    // the first setting), or an element the content marked with data-autofocus.
    const preferred = box.current!.querySelector<HTMLElement>('[data-autofocus]');
    (preferred ?? focusableIn(box.current!)[0] ?? box.current!).focus();
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
      opener?.focus?.();
    };
  }, []);

  // The page behind must not scroll while the dialog is up (phones scroll the body otherwise).
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(box.current!);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !box.current!.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !box.current!.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <dialog
      ref={dialog}
      className={`modal ${PLACEMENT_CLASS[placement]}`}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      data-testid={testId}
    >
      <div ref={box} tabIndex={-1} className={`modal-box bg-base-100 text-base-content outline-none ${boxClassName}`}>
        <div className={`flex items-center justify-between gap-2 ${hideTitle ? 'sr-only' : 'mb-4'}`}>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
        </div>
        {children}
        {/* After the content in the tab order (the first field gets focus), drawn in the corner. */}
        <button type="button" className="btn btn-ghost btn-sm btn-square absolute end-3 top-3" aria-label={t`Close`} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <div className="modal-backdrop" aria-hidden="true" onClick={onClose} />
    </dialog>,
    document.body,
  );
}
