// "Undo" for a credit the caller just made (a recorded return, a confirmed report), offered
// while withinUndoWindow says the server would still take it; it asks why, because the
// recycler sees the reversing entry with its reason.
import { useEffect, useReducer, useState } from 'react';
import { UNDO_WINDOW_MINUTES, withinUndoWindow, type BoxReturn } from '@/shared/contract/returns';
import { ReasonDialog } from '@/client/components/reason-dialog';
import { undoReturn } from '../api/undo-return';
import { boxesText } from './return-status';

interface UndoReturnButtonProps {
  credit: BoxReturn;
  onUndone: (undone: BoxReturn) => void;
  className?: string;
}

export function UndoReturnButton({ credit, onUndone, className = 'btn btn-sm' }: UndoReturnButtonProps) {
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
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-label={`Undo the credit of ${credit.userName}`}>
        Undo
      </button>
      <ReasonDialog
        open={open}
        title="Undo this credit"
        confirmLabel="Undo credit"
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          const undone = await undoReturn(credit.id, reason);
          onUndone(undone);
          return `${credit.points ?? 0} points taken back from ${credit.userName}`;
        }}
      >
        <p>
          {credit.userName} loses the {credit.points ?? 0} points of {boxesText(credit.boxes)}. They will see your reason. You can undo for{' '}
          {UNDO_WINDOW_MINUTES} minutes after the credit.
        </p>
      </ReasonDialog>
    </>
  );
}
