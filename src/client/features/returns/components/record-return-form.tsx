// Record a box return for a recycler: find them (code or QR), say how many boxes, confirm.
// One Idempotency-Key per submission: a double tap, or a retry after an answer that never
// arrived, sends the same key, and the server credits the return once.
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { MAX_BOXES_PER_RETURN, type BoxReturn, type UserByCode } from '@/shared/contract/returns';
import { ApiError, errorMessage } from '@/client/lib/api/api-client';
import { SERVER_MESSAGES } from '@/shared/server-messages';
import { formatNumber, formatPoints } from '@/client/lib/format';
import { newIdempotencyKey } from '@/client/lib/idempotency-key';
import { OFFLINE_REASON, onlineAtom } from '@/client/lib/online-status';
import { recordReturn } from '../api/record-return';
import { RecipientFinder } from './recipient-finder';
import { boxesText } from './return-status';
import { UndoReturnButton } from './undo-return-button';

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
  onRecorded?: (answer: BoxReturn) => void;
  /** After the one who recorded it undid the credit (within the undo window). */
  onUndone?: (answer: BoxReturn) => void;
}

const REPEAT_CODE = SERVER_MESSAGES.returnRepeat.id;

export function RecordReturnForm({ pointsPerBox, maxBoxes, stores, onRecorded, onUndone }: RecordReturnFormProps) {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const [recipient, setRecipient] = useState<UserByCode | null>(null);
  const [boxes, setBoxes] = useState('1');
  const [storeId, setStoreId] = useState(stores?.length === 1 ? String(stores[0]!.storeId) : '');
  const [location, setLocation] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The server's question when the same return was recorded here a moment ago.
  const [repeatQuestion, setRepeatQuestion] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<BoxReturn | null>(null);
  const [undone, setUndone] = useState<BoxReturn | null>(null);
  // The key of the submission in progress; a changed field makes it a different request.
  const keyRef = useRef<string | null>(null);

  const count = Number(boxes);
  const limit = maxBoxes ?? MAX_BOXES_PER_RETURN;
  const max = formatNumber(limit);
  const boxesProblem =
    !Number.isInteger(count) || count < 1 ? t`Boxes must be a whole number, at least 1` : count > limit ? t`One return may hold at most ${max} boxes: record the rest as a second return.` : null;
  const storeProblem = stores && !storeId ? t`Choose the store the boxes came back at` : null;

  function change(apply: () => void) {
    apply();
    keyRef.current = null;
    setError(null);
    setRepeatQuestion(null);
  }

  function startOver() {
    setRecipient(null);
    setBoxes('1');
    setLocation('');
    setDone(null);
    setUndone(null);
    setError(null);
    setRepeatQuestion(null);
    keyRef.current = null;
  }

  async function send(confirmRepeat: boolean) {
    if (!recipient || boxesProblem || storeProblem) return;
    // A confirmed repeat is a request of its own, under its own key.
    if (confirmRepeat) keyRef.current = null;
    keyRef.current ??= newIdempotencyKey();
    setPending(true);
    setError(null);
    setRepeatQuestion(null);
    let recorded: BoxReturn;
    try {
      recorded = await recordReturn(
        {
          userCode: recipient.user_code,
          boxes: count,
          ...(storeId && { storeId: Number(storeId) }),
          ...(location.trim() && { location: location.trim() }),
          ...(confirmRepeat && { confirmRepeat: true }),
        },
        keyRef.current,
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === REPEAT_CODE) return setRepeatQuestion(error.message);
      return setError(errorMessage(error));
    } finally {
      setPending(false);
    }
    keyRef.current = null;
    setDone(recorded);
    onRecorded?.(recorded);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(false);
  }

  if (done) {
    const points = formatPoints(done.points ?? 0);
    const name = done.userName;
    const returned = boxesText(done.boxes);
    const store = done.storeName;
    return (
      <div role="status" className="alert alert-success flex flex-col items-start gap-3" data-testid="return-recorded">
        <p className="text-lg font-semibold">{t`${points} credited to ${name}`}</p>
        <p>{store ? t`${returned} returned at ${store}.` : t`${returned} returned.`}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm min-h-11 md:min-h-8" onClick={startOver}>
            {t`Record another return`}
          </button>
          <UndoReturnButton
            credit={done}
            className="btn btn-sm btn-neutral min-h-11 md:min-h-8"
            onUndone={(undone) => {
              setUndone(undone);
              setDone(null);
              onUndone?.(undone);
            }}
          />
        </div>
      </div>
    );
  }

  if (undone) {
    const name = undone.userName;
    const points = formatPoints(undone.points ?? 0);
    const returned = boxesText(undone.boxes);
    return (
      <div role="status" className="alert alert-warning alert-soft flex flex-col items-start gap-3" data-testid="return-undone">
        <p className="font-semibold">{t`Credit undone: ${name} no longer has the ${points} of ${returned}.`}</p>
        <button type="button" className="btn btn-sm min-h-11 md:min-h-8" onClick={startOver}>
          {t`Record another return`}
        </button>
      </div>
    );
  }

  if (!recipient)
    return (
      <div className="flex flex-col gap-2">
        <RecipientFinder disabled={!online} onFound={(user) => change(() => setRecipient(user))} />
        {!online && <p className="text-sm text-warning">{OFFLINE_REASON}</p>}
      </div>
    );

  const points = pointsPerBox !== null && !boxesProblem ? count * pointsPerBox : null;
  const name = recipient.name;
  const pointsText = formatPoints(points ?? 0);
  const perBox = formatNumber(pointsPerBox ?? 0);
  return (
    <form onSubmit={submit} noValidate aria-label={t`Record a return`} className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2 rounded-box bg-base-200 p-3" data-testid="recipient">
        <div>
          <div className="text-sm text-base-content/70">{t`Crediting`}</div>
          <div className="text-lg font-semibold">{recipient.name}</div>
          <code className="text-sm">{recipient.user_code}</code>
        </div>
        <button type="button" className="btn btn-ghost btn-sm" onClick={startOver} disabled={pending}>
          {t`Change`}
        </button>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="return-boxes" className="text-sm font-medium">
          {t`Number of boxes`}
        </label>
        <input
          id="return-boxes"
          name="boxes"
          type="number"
          inputMode="numeric"
          min={1}
          max={limit}
          className={`input w-full ${boxesProblem ? 'input-error' : ''}`}
          value={boxes}
          onChange={(e) => change(() => setBoxes(e.target.value))}
          aria-invalid={boxesProblem ? true : undefined}
          aria-describedby={boxesProblem ? 'return-boxes-error' : undefined}
        />
        {boxesProblem && (
          <p id="return-boxes-error" className="text-sm text-error">
            {boxesProblem}
          </p>
        )}
      </div>
      {stores ? (
        <div className="flex flex-col gap-1">
          <label htmlFor="return-store" className="text-sm font-medium">
            {t`Store`}
          </label>
          <select
            id="return-store"
            className={`select w-full ${storeProblem ? 'select-error' : ''}`}
            value={storeId}
            onChange={(e) => change(() => setStoreId(e.target.value))}
            aria-invalid={storeProblem ? true : undefined}
            aria-describedby={storeProblem ? 'return-store-error' : undefined}
          >
            <option value="">{t`Choose a store`}</option>
            {stores.map((s) => (
              <option key={s.storeId} value={s.storeId}>
                {s.name}
              </option>
            ))}
          </select>
          {storeProblem && (
            <p id="return-store-error" className="text-sm text-error">
              {storeProblem}
            </p>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor="return-location" className="text-sm font-medium">
            {t`Where (optional)`}
          </label>
          <input
            id="return-location"
            name="location"
            className="input w-full"
            value={location}
            maxLength={200}
            onChange={(e) => change(() => setLocation(e.target.value))}
          />
        </div>
      )}
      {points !== null && (
        <p data-testid="points-preview">
          <Trans>
            {name} will get <strong>{pointsText}</strong> ({perBox} per box).
          </Trans>
        </p>
      )}
      {error && (
        <div role="alert" className="text-sm text-error">
          <p>{error}</p>
          <p className="text-base-content/70">{t`Trying again is safe: this return is credited only once.`}</p>
        </div>
      )}
      {repeatQuestion ? (
        <div role="alertdialog" aria-labelledby="repeat-question" className="flex flex-col gap-3 rounded-box border border-warning bg-base-100 p-3" data-testid="repeat-question">
          <p id="repeat-question" className="font-medium">
            {repeatQuestion}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-warning min-h-11" disabled={pending || !online} onClick={() => void send(true)}>
              {t`Record it again`}
            </button>
            <button type="button" className="btn btn-ghost min-h-11" disabled={pending} onClick={startOver}>
              {t`No, it was already recorded`}
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className="btn btn-primary" disabled={pending || !online || !!boxesProblem || !!storeProblem}>
          {pending ? t`Crediting...` : t`Confirm and credit`}
        </button>
      )}
      {!online && <p className="text-sm text-warning">{OFFLINE_REASON}</p>}
    </form>
  );
}
