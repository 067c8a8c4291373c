// One box code typed from its label (lower case, spaces and dashes are fine, or the label's
// address pasted): a code that does not check is caught here, before any request, and the
// form hands on the code as the server reads it.
import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { BOX_CODE_LENGTH } from '@/shared/box-codes';
import { readScannedCode } from '@/client/components/box-scan/scanned-code';

interface BoxCodeFormProps {
  /** The form's name for screen readers. */
  label: string;
  submitLabel: string;
  onCode: (code: string) => void;
  busy?: boolean;
}

export function BoxCodeForm({ label, submitLabel, onCode, busy = false }: BoxCodeFormProps) {
  const { t } = useLingui();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const length = BOX_CODE_LENGTH;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readScannedCode(typed);
    if (!read.ok) {
      setProblem(read.reason === 'check' ? t`This code does not check: a character is mistyped. Look at the label again.` : t`A box code has ${length} letters and digits (spaces and dashes are fine).`);
      return;
    }
    setProblem(null);
    setTyped('');
    onCode(read.code);
  };

  return (
    <form aria-label={label} noValidate onSubmit={submit} className="flex flex-col gap-1">
      <label htmlFor={`${id}-code`} className="text-sm font-medium">
        {t`Box code`}
      </label>
      <div className="flex max-w-md gap-2">
        <input
          id={`${id}-code`}
          className={`input min-h-11 w-full font-mono uppercase ${problem ? 'input-error' : ''}`}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={200}
          dir="ltr"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-${problem ? 'error' : 'hint'}`}
        />
        <button type="submit" className="btn btn-primary min-h-11" disabled={busy} aria-busy={busy}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {submitLabel}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-error`} className="text-sm text-error">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs opacity-70">
          {t`As printed on the label, e.g. 7K2-QX9-PMA.`}
        </p>
      )}
    </form>
  );
}
