// The one store form, for a business user's own store (/business/form) and an admin's store of a
// business (a dialog): the shared createStoreBody checks it; a location, from the phone or typed,
// lets Return points sort the store by distance; a second store with the same name and address
// is warned about, not refused (a business may run two counters in one building).
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { createStoreBody, type Store } from '@/shared/contract/stores';
import { TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useZodForm } from '@/client/components/form/use-zod-form';
import { createStore } from '@/client/lib/api/create-store';
import { updateStore } from '@/client/lib/api/update-store';

export interface StoreFormProps {
  store: Store | null;
  /** An admin's store is created for this business user; a business user's own stores leave it out. */
  ownerId?: number;
  /** The owner's other stores, to warn about a duplicate. */
  siblings?: readonly Store[];
  label: string;
  onSaved: (saved: Store) => void;
  onCancel: () => void;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** A typed coordinate: a comma is a decimal point; empty is none. */
const coordinate = (text: string) => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

export function StoreForm({ store, ownerId, siblings, label, onSaved, onCancel }: StoreFormProps) {
  const { t } = useLingui();
  const [locating, setLocating] = useState(false);
  const [locationProblem, setLocationProblem] = useState<string | null>(null);
  const form = useZodForm({
    // Create and edit check the same fields; editing sends them all (unchanged ones are harmless).
    schema: createStoreBody,
    initial: {
      name: store?.name ?? '',
      address: store?.address ?? '',
      city: store?.city ?? '',
      phone: store?.phone ?? '',
      openingHours: store?.openingHours ?? '',
      latitude: store?.latitude == null ? '' : String(store.latitude),
      longitude: store?.longitude == null ? '' : String(store.longitude),
    },
    toInput: (values) => ({ ...values, latitude: coordinate(values.latitude), longitude: coordinate(values.longitude), ownerId }),
    validate: (values) => {
      const [hasLatitude, hasLongitude] = [values.latitude.trim() !== '', values.longitude.trim() !== ''];
      const both = t`Type both coordinates, or neither.`;
      return { latitude: hasLongitude && !hasLatitude ? both : undefined, longitude: hasLatitude && !hasLongitude ? both : undefined };
    },
    onSubmit: async ({ ownerId: owner, ...fields }) => {
      const saved = store
        ? await updateStore(store.id, { ...fields, latitude: fields.latitude ?? null, longitude: fields.longitude ?? null })
        : await createStore({ ...fields, ...(owner !== undefined && { ownerId: owner }) });
      onSaved(saved);
      const name = saved.name;
      return store ? t`${name} saved` : t`${name} added`;
    },
  });

  const { name, address } = form.values;
  const duplicate = name.trim() !== '' && siblings?.some((s) => s.id !== store?.id && same(s.name, name) && same(s.address, address));

  function locateMe() {
    setLocationProblem(null);
    if (!('geolocation' in navigator)) return setLocationProblem(t`This browser cannot tell its location: type the coordinates instead.`);
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        form.set('latitude', position.coords.latitude.toFixed(5));
        form.set('longitude', position.coords.longitude.toFixed(5));
      },
      () => {
        setLocating(false);
        setLocationProblem(t`Your location is not available (allowed in the browser's settings?): type the coordinates instead.`);
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  }

  return (
    <FormFrame
      form={form}
      label={label}
      submitLabel={store ? t`Save store` : t`Add store`}
      actions={
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={form.pending}>
          {t`Cancel`}
        </button>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="name" label={t`Store name`} autoComplete="organization" />
        <TextField form={form} name="city" label={t`City`} autoComplete="address-level2" />
        <TextField form={form} name="address" label={t`Address`} autoComplete="street-address" className="sm:col-span-2" />
        {duplicate && (
          <p role="status" className="rounded-box bg-warning/15 p-3 text-sm sm:col-span-2">
            {t`A store with this name and address exists already. Save it only if it is a second counter.`}
          </p>
        )}
        <TextField form={form} name="phone" label={t`Phone`} type="tel" autoComplete="tel" />
        <TextField form={form} name="openingHours" label={t`Opening hours`} placeholder={t`Mon-Sat 9:00-18:00`} />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium">{t`Location, so recyclers nearby find the store first (optional)`}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="latitude" label={t`Latitude`} inputMode="decimal" placeholder="52.52000" />
          <TextField form={form} name="longitude" label={t`Longitude`} inputMode="decimal" placeholder="13.40500" />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button type="button" className="btn btn-outline btn-sm min-h-11 md:min-h-8" onClick={locateMe} disabled={locating} aria-busy={locating}>
            {locating && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
            {locating ? t`Finding your location…` : t`Use my location`}
          </button>
          {locationProblem && (
            <p role="alert" className="text-sm text-error">
              {locationProblem}
            </p>
          )}
        </div>
      </fieldset>
    </FormFrame>
  );
}
