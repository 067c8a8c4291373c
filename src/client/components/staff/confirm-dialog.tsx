// Destructive actions confirm here. A native <dialog> opened with showModal() traps focus
// and closes on Escape without extra code. The dialog runs the action itself so it can
// show "pending", keep the server's sentence on failure, and close only on success.
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { OFFLINE_REASON, onlineAtom } from '../../lib/online-status';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Says what will happen, naming the record. */
  children: ReactNode;
  confirmLabel: string;
  /** Runs the action; returns the success toast's text, throws an Error with the server's sentence. */
  onConfirm: () => Promise<string>;
  onClose: () => void;
  tone?: 'danger' | 'primary';
}

export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onClose, tone = 'danger' }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const online = useAtomValue(onlineAtom);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setError(null);
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      toast.success(await onConfirm());
      onClose();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'An error occurred');
    } finally {
      setPending(false);
    }
  };

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape while the action runs would hide its outcome.
        if (pending) event.preventDefault();
      }}
      onClose={() => {
        if (open) onClose();
      }}
    >
      <div className="modal-box">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <div className="py-4">{children}</div>
        {error && (
          <p role="alert" className="mb-3 text-sm text-error">
            {error}
          </p>
        )}
        {!online && <p className="mb-3 text-sm text-warning">{OFFLINE_REASON}</p>}
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose} disabled={pending}>
            Cancel
          </button>
          <button
            type="button"
            className={`btn ${tone === 'danger' ? 'btn-error' : 'btn-primary'}`}
            onClick={confirm}
            disabled={pending || !online}
            aria-busy={pending}
          >
            {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
