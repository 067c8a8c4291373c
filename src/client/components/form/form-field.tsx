// Labelled form fields: the label, the control, a hint, and the message under it, tied together
// with aria-invalid / aria-describedby so screen readers hear the problem. FormField is a plain
// input its form reads on submit (login, register, profile: the first visit reaches it); the
// others are bound to a useZodForm form and show the shared schema's message.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { humanize } from '@/client/lib/format/field-message';
import type { FormValues, ZodForm } from './use-zod-form';

interface FrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  /** The message to show, already worded for people. */
  error?: string;
  className?: string;
  children: ReactNode;
}

/** The label above, the control, and under it the hint or the message. */
export function FieldFrame({ id, label, hint, error, className, children }: FrameProps) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs opacity-70">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function describedBy(id: string, error: string | undefined, hint: ReactNode) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/** A labelled input its form reads on submit, with the error the form found. */
export function FormField({ label, error, className, ...input }: FormFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        id={id}
        className={`input w-full ${error ? 'input-error' : ''} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, undefined)}
        {...input}
      />
    </FieldFrame>
  );
}

interface FieldProps<V extends FormValues> {
  form: ZodForm<V>;
  name: keyof V & string;
  label: string;
  hint?: ReactNode;
  className?: string;
}

/** The frame of a field bound to a useZodForm form: its message, worded with the label. */
function BoundFrame<V extends FormValues>({ form, name, label, hint, className, id, children }: FieldProps<V> & { id: string; children: ReactNode }) {
  const error = form.errors[name];
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error && humanize(error, name, label)} className={className}>
      {children}
    </FieldFrame>
  );
}

/** What an input, a textarea and a select bound to a form share: the value, its changes, the touch and the message's wiring. */
function bound<V extends FormValues>(form: ZodForm<V>, name: keyof V & string, id: string, hint: ReactNode) {
  const error = form.errors[name];
  return {
    id,
    name,
    value: String(form.values[name] ?? ''),
    onChange: (event: { target: { value: string } }) => form.set(name, event.target.value as V[typeof name]),
    onBlur: () => form.touch(name),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, error, hint),
  } as const;
}

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange' | 'className'>;

export function TextField<V extends FormValues>(props: FieldProps<V> & TextInputProps) {
  const { form, name, label, hint, className, ...input } = props;
  const id = useId();
  const error = form.errors[name];
  return (
    <BoundFrame form={form} name={name} label={label} hint={hint} className={className} id={id}>
      <input {...input} {...bound(form, name, id, hint)} className={`input w-full ${error ? 'input-error' : ''}`} />
    </BoundFrame>
  );
}

export function TextAreaField<V extends FormValues>(props: FieldProps<V> & { rows?: number; placeholder?: string }) {
  const { form, name, label, hint, className, rows = 3, placeholder } = props;
  const id = useId();
  const error = form.errors[name];
  return (
    <BoundFrame form={form} name={name} label={label} hint={hint} className={className} id={id}>
      <textarea {...bound(form, name, id, hint)} rows={rows} placeholder={placeholder} className={`textarea w-full ${error ? 'textarea-error' : ''}`} />
    </BoundFrame>
  );
}

export function SelectField<V extends FormValues>(props: FieldProps<V> & { options: readonly { value: string; label: string }[] }) {
  const { form, name, label, hint, className, options } = props;
  const id = useId();
  const error = form.errors[name];
  return (
    <BoundFrame form={form} name={name} label={label} hint={hint} className={className} id={id}>
      <select {...bound(form, name, id, hint)} className={`select w-full ${error ? 'select-error' : ''}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </BoundFrame>
  );
}

export function CheckboxField<V extends FormValues>(props: FieldProps<V>) {
  const { form, name, label, className } = props;
  const id = useId();
  return (
    <label htmlFor={id} className={`flex cursor-pointer items-center gap-2 ${className ?? ''}`}>
      <input
        id={id}
        type="checkbox"
        name={name}
        className="checkbox"
        checked={form.values[name] === true}
        onChange={(event) => form.set(name, event.target.checked as V[typeof name])}
      />
      <span className="text-sm font-medium">{label}</span>
    </label>
  );
}
