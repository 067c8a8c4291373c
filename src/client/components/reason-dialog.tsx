// A decision that the recycler will read about asks why first: rejecting a report, undoing a
// credit. The reason is checked with the shared contract's rule (3–300 characters) before it
// is sent; the server's sentence stays in the dialog when it refuses.
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { reasonBody } from '@/shared/contract/returns';
import { OFFLINE_REASON, onlineAtom } from '../lib/pwa/online-status';
import { toast } from '../lib/toast';
import { Modal } from './modal';
import { humanize, serverSentence } from '@/client/lib/format/field-message';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** Says what will happen, naming the record. */
  children: ReactNode;
  confirmLabel: string;
  /** Runs the action with the reason; returns the success toast's text, throws with the server's sentence. */
  onConfirm: (reason: string) => Promise<string>;
  onClose: () => void;
  /** The success toast's id, for a screen that takes it down once it is out of date. */
  toastId?: string;
}

export function ReasonDialog(props: ReasonDialogProps) {
  // Mounted only while open: every opening starts with an empty reason.
  return props.open ? <OpenReasonDialog {...props} /> : null;
}

function OpenReasonDialog({ title, children, confirmLabel, onConfirm, onClose, toastId }: ReasonDialogProps) {
  const online = useAtomValue(onlineAtom);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fieldId = useId();
  const { t } = useLingui();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = reasonBody.safeParse({ reason });
    if (!checked.success) return setProblem(humanize(checked.error.issues[0]?.message ?? t`Say in a few words why`, 'reason', t`Reason`));
    setPending(true);
    setError(null);
    try {
      const message = await onConfirm(checked.data.reason);
      if (toastId) toast.success(message, { id: toastId });
      else toast.success(message);
      onClose();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? serverSentence(failure.message) : t`An error occurred`);
      setPending(false);
    }
  }

  const close = () => {
    if (!pending) onClose();
  };

  return (
    <Modal open onClose={close} title={title} testId="reason-dialog">
      <form onSubmit={submit} noValidate aria-label={title} className="flex flex-col gap-3">
        <div>{children}</div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fieldId} className="text-sm font-medium">
            {t`Reason`}
          </label>
          <textarea
            id={fieldId}
            data-autofocus
            className={`textarea w-full ${problem ? 'textarea-error' : ''}`}
            rows={3}
            maxLength={300}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${fieldId}-problem` : undefined}
          />
          {problem && (
            <p id={`${fieldId}-problem`} className="text-sm text-error">
              {problem}
            </p>
          )}
        </div>
        {error && (
          <p role="alert" className="text-sm text-error">
            {error}
          </p>
        )}
        {!online && <p className="text-sm text-warning">{OFFLINE_REASON}</p>}
        <div className="modal-action">
          <button type="button" className="btn min-h-11" onClick={close} disabled={pending}>
            {t`Cancel`}
          </button>
          <button type="submit" className="btn btn-error min-h-11" disabled={pending || !online} aria-busy={pending}>
            {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
