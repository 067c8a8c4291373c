// The record form's two ways of giving the boxes: the choice between scanning and counting,
// and the count's field with its inline problem.
import { useLingui } from '@lingui/react/macro';

export type BoxesBy = 'codes' | 'count';

interface BoxesByChoiceProps {
  value: BoxesBy;
  disabled: boolean;
  onChange: (by: BoxesBy) => void;
}

export function BoxesByChoice({ value, disabled, onChange }: BoxesByChoiceProps) {
  const { t } = useLingui();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium">{t`The boxes`}</legend>
      <div className="join w-full">
        {(['codes', 'count'] as const).map((by) => (
          <input
            key={by}
            type="radio"
            name="boxes-by"
            className="btn join-item min-h-11 flex-1"
            aria-label={by === 'codes' ? t`Scan their codes` : t`Count them`}
            checked={value === by}
            disabled={disabled}
            onChange={() => onChange(by)}
          />
        ))}
      </div>
    </fieldset>
  );
}

export const BOX_COUNT_ID = 'return-boxes';

interface BoxCountFieldProps {
  value: string;
  limit: number;
  problem: string | null;
  onChange: (value: string) => void;
}

export function BoxCountField({ value, limit, problem, onChange }: BoxCountFieldProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={BOX_COUNT_ID} className="text-sm font-medium">
        {t`Number of boxes`}
      </label>
      <input
        id={BOX_COUNT_ID}
        name="boxes"
        type="number"
        inputMode="numeric"
        min={1}
        max={limit}
        className={`input w-full ${problem ? 'input-error' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${BOX_COUNT_ID}-error` : undefined}
      />
      {problem && (
        <p id={`${BOX_COUNT_ID}-error`} className="text-sm text-error">
          {problem}
        </p>
      )}
    </div>
  );
}
