// The frame of every form built with useZodForm: fields, then the server's sentence when a submit failed,
// then the other actions and the submit button at the end (as in every dialog), disabled (with the
// reason) while pending or offline.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { OFFLINE_REASON } from '@/client/lib/pwa/online-status';
import type { FormValues, ZodForm } from './use-zod-form';

interface FormFrameProps<V extends FormValues> {
  form: ZodForm<V>;
  /** Accessible name of the form. */
  label: string;
  submitLabel: string;
  pendingLabel?: string;
  children: ReactNode;
  /** Extra buttons beside submit (Cancel, Reset). */
  actions?: ReactNode;
  className?: string;
}

export function FormFrame<V extends FormValues>(props: FormFrameProps<V>) {
  const { t } = useLingui();
  const { form, label, submitLabel, pendingLabel = t`Saving…`, children, actions, className } = props;
  const message = form.serverError ?? form.formError;
  return (
    <form aria-label={label} noValidate onSubmit={form.handleSubmit} className={`flex flex-col gap-4 ${className ?? ''}`}>
      {children}
      {message && (
        <p role="alert" className="rounded-box bg-error/10 p-3 text-sm text-error">
          {message}
        </p>
      )}
      {/* The order of every dialog's buttons: the others first, the main action at the end. */}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {!form.online && <span className="me-auto text-sm text-warning">{OFFLINE_REASON}</span>}
        {actions}
        <button type="submit" className="btn btn-primary" disabled={form.pending || !form.online} aria-busy={form.pending}>
          {form.pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {form.pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
