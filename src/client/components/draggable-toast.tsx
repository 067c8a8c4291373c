// A toast that can be dragged away sideways (spec section 9: dismissed once dragged past
// 80 percent of its width). react-hot-toast has no drag, so the toast's own element tracks
// the pointer; a shorter drag springs back. The close button is the keyboard's way out.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useState, type PointerEvent } from 'react';
import toast, { ToastBar, type Toast } from 'react-hot-toast';
import { Icon } from './icon';

export const DRAG_DISMISS_FRACTION = 0.8;
const DISMISS = msg`Dismiss`;

export function isPastDismissThreshold(dragX: number, width: number): boolean {
  return width > 0 && Math.abs(dragX) > width * DRAG_DISMISS_FRACTION;
}

export function DraggableToast({ t }: { t: Toast }) {
  // Where the drag started and how wide the toast was then; null while not dragging.
  const [drag, setDrag] = useState<{ startX: number; width: number } | null>(null);
  const [dragX, setDragX] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    setDrag({ startX: event.clientX, width: event.currentTarget.getBoundingClientRect().width });
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDragX(event.clientX - drag.startX);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const moved = event.clientX - drag.startX;
    setDrag(null);
    if (isPastDismissThreshold(moved, drag.width)) {
      // Already off to the side: remove without the exit animation playing in the middle.
      toast.remove(t.id);
    } else {
      setDragX(0);
    }
  };

  return (
    <div
      data-testid="toast"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      style={{
        transform: dragX ? `translateX(${dragX}px)` : undefined,
        opacity: dragX ? Math.max(0.2, 1 - Math.abs(dragX) / (drag?.width || 1)) : undefined,
        transition: drag === null ? 'transform 150ms ease-out, opacity 150ms ease-out' : 'none',
        touchAction: 'pan-y',
      }}
      className="pointer-events-auto cursor-grab select-none active:cursor-grabbing"
    >
      <ToastBar toast={t} style={{ background: 'var(--color-base-100)', color: 'var(--color-base-content)' }}>
        {({ icon, message }) => (
          <>
            {icon}
            {message}
            <button type="button" className="btn btn-ghost btn-xs btn-square" aria-label={i18n._(DISMISS)} onClick={() => toast.dismiss(t.id)}>
              <Icon name="close" className="size-4" />
            </button>
          </>
        )}
      </ToastBar>
    </div>
  );
}
