// Record a box return for a recycler: find them (code or QR), then scan the boxes' codes (each
// credited once per trip, refused ones named) or say how many boxes, and confirm.
// One Idempotency-Key per submission: a double tap, or a retry after an answer that never
// arrived, sends the same key, and the server credits the return once.
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { MAX_BOXES_PER_RETURN, UNUSUAL_RETURN_BOXES, type BoxReturn, type UserByCode } from '@/shared/contract/returns';
import { ApiError, errorMessage } from '@/client/lib/api/api-client';
import { SERVER_MESSAGES } from '@/shared/server-messages';
import { formatNumber, formatPoints } from '@/client/lib/format/format';
import { newIdempotencyKey } from '@/client/lib/idempotency-key';
import { toast } from '@/client/lib/toast';
import { OFFLINE_REASON, onlineAtom } from '@/client/lib/pwa/online-status';
import { ScanField } from '@/client/components/box-scan/scan-field';
import { acceptedCodes } from '@/client/components/box-scan/scan-list';
import { ScanResults, type SentScan } from '@/client/components/box-scan/scan-results';
import { ScannedList } from '@/client/components/box-scan/scanned-list';
import { useScanList } from '@/client/components/box-scan/use-scan-list';
import { recordReturn, recordScannedReturn } from '../api/record-return';
import { ReturnRecorded, ReturnUndone } from './recorded-return-banners';
import { RecipientFinder } from './recipient-finder';
import { BOX_COUNT_ID, BoxCountField, BoxesByChoice, type BoxesBy } from './boxes-fields';
import { ReturnPlaceField } from './return-place-field';
import { ReturnQuestion } from './return-question';
import { CREDIT_UNDONE_TOAST } from './undo-return-button';

export interface StoreChoice {
  storeId: number;
  name: string;
}

interface RecordReturnFormProps {
  /** Points per box from the settings, to show what the recycler will get; unknown while loading. */
  pointsPerBox: number | null;
  /** The super admin's limit of boxes per return, from the settings; the contract's ceiling while loading. */
  maxBoxes?: number | null;
  /** A business user records at one of their stores (required); others say where in words. */
  stores?: StoreChoice[];
  /** The super admin turned counting off: boxes are scanned (or typed) by their codes only. */
  codesRequired?: boolean;
  onRecorded?: (answer: BoxReturn) => void;
  /** After the one who recorded it undid the credit (within the undo window). */
  onUndone?: (answer: BoxReturn) => void;
}

const REPEAT_CODE = SERVER_MESSAGES.returnRepeat.id;

export function RecordReturnForm({ pointsPerBox, maxBoxes, stores, codesRequired = false, onRecorded, onUndone }: RecordReturnFormProps) {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const [recipient, setRecipient] = useState<UserByCode | null>(null);
  const [boxesBy, setBoxesBy] = useState<BoxesBy>(codesRequired ? 'codes' : 'count');
  const [boxes, setBoxes] = useState('1');
  const [storeId, setStoreId] = useState(stores?.length === 1 ? String(stores[0]!.storeId) : '');
  const [location, setLocation] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The server's question when the same return was recorded here a moment ago.
  const [repeatQuestion, setRepeatQuestion] = useState<string | null>(null);
  // Asked before an unusual number of boxes is credited (a typo of 3 as 30 costs 270 points).
  const [countQuestion, setCountQuestion] = useState(false);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<BoxReturn | null>(null);
  const [undone, setUndone] = useState<BoxReturn | null>(null);
  // Each code's outcome of the last send of scanned boxes, beside its credit or alone when none was.
  const [sentScan, setSentScan] = useState<SentScan | null>(null);
  const [sends, setSends] = useState(0);
  // The key of the submission in progress; a changed field makes it a different request.
  const keyRef = useRef<string | null>(null);

  const limit = maxBoxes ?? MAX_BOXES_PER_RETURN;
  const scans = useScanList(limit);
  const codes = acceptedCodes(scans.list);
  const byCodes = codesRequired || boxesBy === 'codes';
  const count = byCodes ? codes.length : Number(boxes);
  const max = formatNumber(limit);
  const boxesProblem = byCodes
    ? null
    : !Number.isInteger(count) || count < 1
      ? t`Boxes must be a whole number, at least 1`
      : count > limit
        ? t`One return may hold at most ${max} boxes: record the rest as a second return.`
        : null;
  const storeProblem = stores && !storeId ? t`Choose the store the boxes came back at` : null;

  function change(apply: () => void) {
    apply();
    keyRef.current = null;
    setError(null);
    setRepeatQuestion(null);
    setCountQuestion(false);
  }

  function startOver() {
    setRecipient(null);
    setBoxes('1');
    scans.clear();
    setSentScan(null);
    setLocation('');
    setDone(null);
    setUndone(null);
    setError(null);
    setRepeatQuestion(null);
    keyRef.current = null;
  }

  async function send(confirmRepeat: boolean) {
    if (!recipient || boxesProblem || storeProblem) return;
    if (byCodes && codes.length === 0) return setError(t`Scan at least one box first.`);
    // A confirmed repeat is a request of its own, under its own key.
    if (confirmRepeat) keyRef.current = null;
    keyRef.current ??= newIdempotencyKey();
    setPending(true);
    setError(null);
    setRepeatQuestion(null);
    const where = { userCode: recipient.user_code, ...(storeId && { storeId: Number(storeId) }), ...(location.trim() && { location: location.trim() }) };
    let recorded: BoxReturn | null;
    try {
      if (byCodes) {
        const notSent = scans.list.entries.filter((e) => e.refused !== null);
        const answer = await recordScannedReturn({ ...where, boxCodes: codes }, keyRef.current);
        recorded = answer.return;
        setSentScan({ outcomes: answer.outcomes, notSent });
        scans.clear();
        setSends((n) => n + 1);
      } else {
        recorded = await recordReturn({ ...where, boxes: count, ...(confirmRepeat && { confirmRepeat: true }) }, keyRef.current);
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === REPEAT_CODE) return setRepeatQuestion(error.message);
      return setError(errorMessage(error));
    } finally {
      setPending(false);
    }
    keyRef.current = null;
    if (!recorded) return;
    toast.remove(CREDIT_UNDONE_TOAST);
    setDone(recorded);
    onRecorded?.(recorded);
  }

  const scan = (raw: string) => {
    const result = scans.add(raw);
    keyRef.current = null;
    setError(null);
    return result;
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!byCodes && !boxesProblem && count >= UNUSUAL_RETURN_BOXES) return setCountQuestion(true);
    void send(false);
  }

  if (done)
    return (
      <ReturnRecorded
        done={done}
        scan={sentScan}
        onAnother={startOver}
        onUndone={(undone) => {
          setUndone(undone);
          setDone(null);
          onUndone?.(undone);
        }}
      />
    );

  if (undone) return <ReturnUndone undone={undone} onAnother={startOver} />;

  if (!recipient)
    return (
      <div className="flex flex-col gap-2">
        <RecipientFinder disabled={!online} onFound={(user) => change(() => setRecipient(user))} />
        {!online && <p className="text-sm text-warning">{OFFLINE_REASON}</p>}
      </div>
    );

  const points = pointsPerBox !== null && !boxesProblem && count > 0 ? count * pointsPerBox : null;
  const name = recipient.name;
  const pointsText = formatPoints(points ?? 0);
  const perBox = formatNumber(pointsPerBox ?? 0);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2 rounded-box bg-base-200 p-3" data-testid="recipient">
        <div>
          <div className="text-sm text-base-content/70">{t`Crediting`}</div>
          <div className="text-lg font-semibold">{recipient.name}</div>
          <code className="text-sm">{recipient.user_code}</code>
        </div>
        <button type="button" className="btn btn-ghost btn-sm min-h-11 md:min-h-8" onClick={startOver} disabled={pending}>
          {t`Change`}
        </button>
      </div>
      {!codesRequired && <BoxesByChoice value={boxesBy} disabled={pending} onChange={(by) => change(() => setBoxesBy(by))} />}
      {sentScan && !done && (
        <>
          <p role="alert" className="font-medium text-error">
            {t`None of these boxes can be credited: see the reason beside each code.`}
          </p>
          <ScanResults sent={sentScan} />
        </>
      )}
      {byCodes && (
        <>
          <ScanField onScan={scan} sends={sends} max={limit} inputId="return-box-code" />
          <ScannedList list={scans.list} onUndo={() => change(() => scans.undo())} />
        </>
      )}
      <form onSubmit={submit} noValidate aria-label={t`Record a return`} className="flex flex-col gap-4">
        {!byCodes && <BoxCountField value={boxes} limit={limit} problem={boxesProblem} onChange={(value) => change(() => setBoxes(value))} />}
        <ReturnPlaceField
          stores={stores}
          storeId={storeId}
          location={location}
          storeProblem={storeProblem}
          onStore={(id) => change(() => setStoreId(id))}
          onLocation={(text) => change(() => setLocation(text))}
        />
        {points !== null && (
          <p data-testid="points-preview">
            {byCodes ? (
              <Trans>
                {name} will get up to <strong>{pointsText}</strong> ({perBox} per box): a box already credited on this trip is refused.
              </Trans>
            ) : (
              <Trans>
                {name} will get <strong>{pointsText}</strong> ({perBox} per box).
              </Trans>
            )}
          </p>
        )}
        {error && (
          <div role="alert" className="text-sm text-error">
            <p>{error}</p>
            <p className="text-base-content/70">{t`Trying again is safe: this return is credited only once.`}</p>
          </div>
        )}
        {repeatQuestion ? (
          <ReturnQuestion
            question={repeatQuestion}
            confirmLabel={t`Record it again`}
            cancelLabel={t`No, it was already recorded`}
            onConfirm={() => void send(true)}
            onCancel={startOver}
            busy={pending}
            online={online}
            testId="repeat-question"
          />
        ) : countQuestion ? (
          <ReturnQuestion
            question={t`${boxes} boxes is more than one return usually holds: ${pointsText} for ${name}. Is ${boxes} right?`}
            confirmLabel={t`Yes, ${boxes} boxes`}
            cancelLabel={t`Change the number`}
            onConfirm={() => {
              setCountQuestion(false);
              void send(false);
            }}
            onCancel={() => {
              setCountQuestion(false);
              document.getElementById(BOX_COUNT_ID)?.focus();
            }}
            busy={pending}
            online={online}
            testId="count-question"
          />
        ) : (
          <button type="submit" className="btn btn-primary" disabled={pending || !online || !!boxesProblem || !!storeProblem}>
            {pending ? t`Crediting...` : t`Confirm and credit`}
          </button>
        )}
        {!online && <p className="text-sm text-warning">{OFFLINE_REASON}</p>}
      </form>
    </div>
  );
}
