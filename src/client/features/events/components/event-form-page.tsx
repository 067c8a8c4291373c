// Create an event, or edit one with ?id=<eventId>. Event managers reach it at
// /event-manager/ManageEvents/create, admins at /admin/event/create.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { createEventFields, type Event } from '@/shared/contract/events';
import { PageHeading } from '@/client/components/empty-state';
import { FileUploadField } from '@/client/components/form/file-upload-field';
import { TextAreaField, TextField } from '@/client/components/form/form-field';
import { FormFrame } from '@/client/components/form/form-frame';
import { useAsync } from '@/client/lib/hooks/use-async';
import { getSettings } from '@/client/lib/api/get-settings';
import { useZodForm, type FieldErrors } from '@/client/components/form/use-zod-form';
import { uploadedImageUrl } from '@/client/lib/images';
import { createEvent } from '../api/create-event';
import { getEvent } from '../api/get-event';
import { updateEvent } from '../api/update-event';
import { fromLocalInput, toLocalInput } from '../event-dates';
import { useEventPaths } from '../event-paths';
import { RetryAlert } from '@/client/components/retry-alert';

export function EventFormPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const editing = Number.isInteger(id) && id > 0;
  const event = useAsync(() => (editing ? getEvent(id) : Promise.resolve(null)), [editing, id]);
  // The super admin's cap on a reward, shown at the field; the server refuses above it either way.
  const settings = useAsync(() => getSettings(), []);
  return (
    <section aria-labelledby="page-title" className="max-w-2xl">
      <PageHeading title={editing ? t`Edit event` : t`Create event`} />
      {event.error && (
        <RetryAlert message={event.error} onRetry={event.reload} />
      )}
      {event.status === 'loading' && <div className="skeleton h-96 w-full" aria-busy="true" />}
      {event.status === 'ready' && <EventForm key={event.data?.id ?? 'new'} event={event.data ?? null} maxReward={settings.data?.maxEventReward ?? null} />}
    </section>
  );
}

type Values = {
  title: string;
  description: string;
  location: string;
  startsAt: string;
  endsAt: string;
  capacity: string;
  pointsReward: string;
  banner: File | null;
};

const TEXT_FIELDS = ['title', 'description', 'location', 'startsAt', 'endsAt', 'capacity', 'pointsReward'] as const;

function EventForm({ event, maxReward }: { event: Event | null; maxReward: number | null }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const paths = useEventPaths();
  const [progress, setProgress] = useState<number | null>(null);
  const initial: Values = {
    title: event?.title ?? '',
    description: event?.description ?? '',
    location: event?.location ?? '',
    startsAt: event ? toLocalInput(event.startsAt) : '',
    endsAt: event ? toLocalInput(event.endsAt) : '',
    capacity: event?.capacity == null ? '' : String(event.capacity),
    pointsReward: event ? String(event.pointsReward) : '0',
    banner: null,
  };
  const form = useZodForm({
    schema: createEventFields,
    initial,
    // The schema reads what multipart will carry: text, with the dates as ISO instants.
    toInput: (v) => ({ ...v, banner: undefined, startsAt: fromLocalInput(v.startsAt), endsAt: fromLocalInput(v.endsAt) }),
    validate: (v) => {
      const errors: FieldErrors<Values> = {};
      if (!v.startsAt) errors.startsAt = t`Starts is required`;
      if (!v.endsAt) errors.endsAt = t`Ends is required`;
      else if (v.startsAt && fromLocalInput(v.endsAt) <= fromLocalInput(v.startsAt)) errors.endsAt = t`Ends must be after Starts`;
      if (maxReward !== null && Number(v.pointsReward) > maxReward) {
        errors.pointsReward = t`Points for attending must be at most ${maxReward}: the most an event may credit, set by the super admin.`;
      }
      return errors;
    },
    onSubmit: async (data, values) => {
      const body = new FormData();
      for (const name of TEXT_FIELDS) {
        const value = name === 'startsAt' || name === 'endsAt' ? data[name] : values[name];
        body.append(name, String(value ?? '').trim());
      }
      if (values.banner) body.append('banner', values.banner);
      setProgress(values.banner ? 0 : null);
      try {
        const saved = event
          ? await updateEvent(event.id, body, setProgress)
          : await createEvent(body, setProgress);
        navigate(event ? paths.list : paths.participants(saved.id));
        const title = saved.title;
        return event ? t`${title} saved` : t`${title} created`;
      } finally {
        setProgress(null);
      }
    },
  });

  return (
    <div className="card bg-base-100 shadow-sm">
      <div className="card-body">
        <FormFrame
          form={form}
          label={event ? t`Edit event` : t`Create event`}
          submitLabel={event ? t`Save event` : t`Create event`}
          actions={
            <button type="button" className="btn btn-ghost" onClick={() => navigate(paths.list)}>
              {t`Cancel`}
            </button>
          }
        >
          <TextField form={form} name="title" label={t`Title`} />
          <TextAreaField form={form} name="description" label={t`Description`} rows={4} />
          <TextField form={form} name="location" label={t`Location`} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField form={form} name="startsAt" label={t`Starts`} type="datetime-local" />
            <TextField form={form} name="endsAt" label={t`Ends`} type="datetime-local" />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField form={form} name="capacity" label={t`Capacity`} type="number" inputMode="numeric" min={1} hint={t`Leave empty for no limit.`} />
            <TextField
              form={form}
              name="pointsReward"
              label={t`Points for attending`}
              type="number"
              inputMode="numeric"
              min={0}
              max={maxReward ?? undefined}
              hint={maxReward === null ? undefined : t`At most ${maxReward} points, the super admin's limit.`}
            />
          </div>
          <FileUploadField
            label={t`Banner`}
            what="banner"
            file={form.values.banner}
            onChange={(file) => form.set('banner', file)}
            currentUrl={event?.banner ? uploadedImageUrl(event.banner) : null}
            progress={progress}
          />
        </FormFrame>
      </div>
    </div>
  );
}
