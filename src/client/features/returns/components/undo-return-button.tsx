// "Undo" for a credit the caller just made (a recorded return, a confirmed report), offered
// while withinUndoWindow says the server would still take it; it asks why, because the
// recycler sees the reversing entry with its reason.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useReducer, useState } from 'react';
import { UNDO_WINDOW_MINUTES, withinUndoWindow, type BoxReturn } from '@/shared/contract/returns';
import { ReasonDialog } from '@/client/components/reason-dialog';
import { formatPoints } from '@/client/lib/format/format';
import { undoReturn } from '../api/undo-return';
import { boxesText } from './return-status';

/** The "points taken back" toast: the record form takes it down when the next return is credited. */
export const CREDIT_UNDONE_TOAST = 'credit-undone';

interface UndoReturnButtonProps {
  credit: BoxReturn;
  onUndone: (undone: BoxReturn) => void;
  className?: string;
}

export function UndoReturnButton({ credit, onUndone, className = 'btn btn-sm' }: UndoReturnButtonProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const at = credit.decidedAt ?? credit.createdAt;
  const offered = credit.status === 'confirmed' && withinUndoWindow(at);

  // The button leaves by itself when the window closes.
  useEffect(() => {
    if (!offered) return;
    const left = new Date(at).getTime() + UNDO_WINDOW_MINUTES * 60_000 - Date.now();
    const timer = setTimeout(rerender, Math.max(left, 0) + 500);
    return () => clearTimeout(timer);
  }, [offered, at]);

  if (!offered) return null;
  const name = credit.userName;
  const points = formatPoints(credit.points ?? 0);
  const boxes = boxesText(credit.boxes);
  const minutes = UNDO_WINDOW_MINUTES;
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-label={t`Undo the credit of ${name}`}>
        {t`Undo`}
      </button>
      <ReasonDialog
        open={open}
        title={t`Undo this credit`}
        confirmLabel={t`Undo credit`}
        onClose={() => setOpen(false)}
        toastId={CREDIT_UNDONE_TOAST}
        onConfirm={async (reason) => {
          const undone = await undoReturn(credit.id, reason);
          onUndone(undone);
          return t`${points} taken back from ${name}`;
        }}
      >
        <p>
          {t`${name} loses the ${points} of ${boxes}. They will see your reason. You can undo for ${minutes} minutes after the credit.`}
        </p>
      </ReasonDialog>
    </>
  );
}
