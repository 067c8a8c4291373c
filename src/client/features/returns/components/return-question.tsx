// A question the counter answers before a return is credited (the same return a moment ago, an
// unusual number of boxes): said where the Confirm button was, with the two ways on.
interface ReturnQuestionProps {
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
  online: boolean;
  testId: string;
}

export function ReturnQuestion({ question, confirmLabel, cancelLabel, onConfirm, onCancel, busy, online, testId }: ReturnQuestionProps) {
  return (
    <div role="alertdialog" aria-labelledby={`${testId}-text`} className="flex flex-col gap-3 rounded-box border border-warning bg-base-100 p-3" data-testid={testId}>
      <p id={`${testId}-text`} className="font-medium">
        {question}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-warning min-h-11" disabled={busy || !online} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="btn btn-ghost min-h-11" disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
