// Destructive actions confirm here. Built on the app's one Modal (focus kept inside, Escape
// closes, focus returns to the opener). The dialog runs the action itself so it can show
// "pending", keep the server's sentence on failure, and close only on success.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { toast } from '../lib/toast';
import { OFFLINE_REASON, onlineAtom } from '../lib/pwa/online-status';
import { Modal } from './modal';

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

export function ConfirmDialog(props: ConfirmDialogProps) {
  // Mounted only while open, so every opening starts without the last attempt's error.
  return props.open ? <OpenConfirmDialog {...props} /> : null;
}

function OpenConfirmDialog({ title, children, confirmLabel, onConfirm, onClose, tone = 'danger' }: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const online = useAtomValue(onlineAtom);
  const { t } = useLingui();

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      toast.success(await onConfirm());
      onClose();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : t`An error occurred`);
      setPending(false);
    }
  };

  // Closing while the action runs would hide its outcome.
  const close = () => {
    if (!pending) onClose();
  };

  return (
    <Modal open onClose={close} title={title} testId="confirm-dialog">
      <div className="pb-4">{children}</div>
      {error && (
        <p role="alert" className="mb-3 text-sm text-error">
          {error}
        </p>
      )}
      {!online && <p className="mb-3 text-sm text-warning">{OFFLINE_REASON}</p>}
      <div className="modal-action">
        <button type="button" className="btn" onClick={close} disabled={pending}>
          {t`Cancel`}
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
    </Modal>
  );
}
