// Checking people in at the door: scanning a participant's personal QR code marks them attended,
// by the same rules as their row's button (closed outside the attendance window and offline).
import { t } from '@lingui/core/macro';
import { useState } from 'react';
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
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <CodeScanner
        label={t`Scan a participant’s code`}
        disabled={disabledReason !== null || participants === undefined}
        onCode={(scanned) => {
          const answer = participantForCode(participants ?? [], scanned);
          if (typeof answer === 'string') return setNotice(answer);
          setNotice(null);
          onAttend(answer);
        }}
      />
      {notice && (
        <p role="status" className="text-sm">
          {notice}
        </p>
      )}
    </div>
  );
}
