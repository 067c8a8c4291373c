// Checking people in at the door: a participant's personal code, typed as they read it out
// (lower case and spaces are fine) or scanned from their QR code, marks them attended by the
// same rules as their row's button (closed outside the attendance window and offline).
import { t } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import type { Participant } from '@/shared/contract/events';
import { CodeScanner, normalizeCode } from '@/client/components/scanner/code-scanner';

interface ScanAttendanceProps {
  participants: readonly Participant[] | undefined;
  /** Why attendance cannot be marked now (the button's reason), or null. */
  disabledReason: string | null;
  onAttend: (participant: Participant) => void;
}

/** What a scanned code means for this event: the participant to mark, or a sentence why not. */
export function participantForCode(participants: readonly Participant[], scanned: string): Participant | string {
  const code = normalizeCode(scanned);
  const found = participants.find((p) => p.userCode === code);
  if (!found) return t`Nobody in this event has the code ${code}.`;
  const name = found.name;
  if (found.status === 'attended') return t`${name} was already marked as attended.`;
  if (found.status === 'removed') return t`${name} was removed from this event; add them back before marking attendance.`;
  return found;
}

export function ScanAttendance({ participants, disabledReason, onAttend }: ScanAttendanceProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const disabled = disabledReason !== null || participants === undefined;

  const checkIn = (code: string) => {
    const answer = participantForCode(participants ?? [], code);
    if (typeof answer === 'string') return setNotice(answer);
    setNotice(null);
    setTyped('');
    onAttend(answer);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (normalizeCode(typed) === '') return setNotice(t`Type the participant’s personal code, as their account shows it.`);
    checkIn(typed);
  };

  return (
    <div className="flex flex-col gap-2" data-testid="door-check-in">
      <form onSubmit={submit} noValidate aria-label={t`Check in at the door`} className="flex flex-col gap-1">
        <label htmlFor={`${id}-code`} className="text-sm font-medium">
          {t`Participant’s code`}
        </label>
        <div className="flex max-w-md gap-2">
          <input
            id={`${id}-code`}
            className="input min-h-12 w-full font-mono uppercase"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setNotice(null);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="done"
            dir="ltr"
            disabled={disabled}
            title={disabledReason ?? undefined}
          />
          <button type="submit" className="btn btn-primary min-h-12" disabled={disabled} title={disabledReason ?? undefined}>
            {t`Check in`}
          </button>
        </div>
      </form>
      <CodeScanner label={t`Scan a participant’s code`} disabled={disabled} onCode={checkIn} />
      {notice && (
        <p role="status" className="text-sm">
          {notice}
        </p>
      )}
    </div>
  );
}
