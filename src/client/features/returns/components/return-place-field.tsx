// Where the boxes came back: one of the caller's stores (a business user's or a clerk's
// counter), or a place in words for a distributor.
import { useLingui } from '@lingui/react/macro';
import type { StoreChoice } from './record-return-form';

interface ReturnPlaceFieldProps {
  stores?: StoreChoice[];
  storeId: string;
  location: string;
  storeProblem: string | null;
  onStore: (storeId: string) => void;
  onLocation: (location: string) => void;
}

export function ReturnPlaceField({ stores, storeId, location, storeProblem, onStore, onLocation }: ReturnPlaceFieldProps) {
  const { t } = useLingui();
  return stores ? (
    <div className="flex flex-col gap-1">
      <label htmlFor="return-store" className="text-sm font-medium">
        {t`Store`}
      </label>
      <select
        id="return-store"
        className={`select w-full ${storeProblem ? 'select-error' : ''}`}
        value={storeId}
        onChange={(e) => onStore(e.target.value)}
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
        onChange={(e) => onLocation(e.target.value)}
      />
    </div>
  );
}
