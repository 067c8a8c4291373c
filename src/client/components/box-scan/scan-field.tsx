// Where codes come in: a field a USB scanner types into (it ends each code with Enter, which
// adds it and clears the field for the next), and the phone's camera reading one label after
// another. Every scan is answered at once: a buzz and a beep, and a line saying what happened.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { formatBoxCode } from '@/shared/box-codes';
import { MAX_CODES_PER_SCAN } from '@/shared/contract/boxes';
import { CodeScanner } from '@/client/components/scanner/code-scanner';
import type { AddResult } from './scan-list';
import { scanFeedback } from './scan-feedback';

interface ScanFieldProps {
  onScan: (raw: string) => AddResult;
  /** Changes when the list was sent: the line about the last scan goes (the camera stays on). */
  sends: number;
  /** How many codes the list holds, for the sentence when it is full. */
  max?: number;
  /** The field's id, unique on the page. */
  inputId?: string;
}

export function ScanField({ onScan, sends, max = MAX_CODES_PER_SCAN, inputId = 'depot-code' }: ScanFieldProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [said, setSaid] = useState<{ text: ReactNode; refused: boolean } | null>(null);
  const [saidSince, setSaidSince] = useState(sends);
  if (saidSince !== sends) {
    setSaidSince(sends);
    setSaid(null);
  }
  const input = useRef<HTMLInputElement>(null);

  const sentence = (result: AddResult): { text: ReactNode; refused: boolean } => {
    // The code in its own left-to-right island: an Arabic sentence would otherwise reorder its groups.
    if (result.kind === 'added') {
      const code = <bdi dir="ltr">{formatBoxCode(result.entry.code)}</bdi>;
      return { text: <Trans>{code} added</Trans>, refused: false };
    }
    if (result.kind === 'duplicate') {
      const code = <bdi dir="ltr">{formatBoxCode(result.code)}</bdi>;
      return { text: <Trans>{code} is in the list already.</Trans>, refused: false };
    }
    if (result.kind === 'full') return { text: t`The list holds ${max} codes: send it, then scan the rest.`, refused: true };
    const code = <bdi dir="ltr">{result.entry.code}</bdi>;
    return result.entry.refused === 'check'
      ? { text: <Trans>{code} refused: its check character does not match. Look at the label again.</Trans>, refused: true }
      : { text: <Trans>{code} refused: a box code has 9 letters and digits.</Trans>, refused: true };
  };

  const take = (raw: string) => {
    if (!raw.trim()) return;
    const result = onScan(raw);
    // A label seen again is neither new nor wrong: no buzz for it.
    if (result.kind !== 'duplicate') scanFeedback(result.kind === 'added' ? 'accepted' : 'refused');
    setSaid(sentence(result));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    take(typed);
    setTyped('');
    input.current?.focus();
  };

  return (
    <div className="flex flex-col gap-3">
      <form aria-label={t`Add a box`} onSubmit={submit} className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t`Box code`}
        </label>
        <div className="flex gap-2">
          <input
            ref={input}
            id={inputId}
            className="input min-h-11 w-full font-mono"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="enter"
            maxLength={200}
            dir="ltr"
            aria-describedby={`${inputId}-hint`}
          />
          <button type="submit" className="btn btn-primary min-h-11">
            {t`Add`}
          </button>
        </div>
        <p id={`${inputId}-hint`} className="text-xs opacity-70">
          {t`Scan a label with a scanner or type its code, then press Enter.`}
        </p>
      </form>
      <CodeScanner onCode={take} continuous label={t`Scan with the camera`} />
      <p role="status" aria-live="polite" data-testid="scan-said" className={`min-h-5 text-sm ${said?.refused ? 'font-medium text-error' : 'opacity-80'}`}>
        {said?.text}
      </p>
    </div>
  );
}
