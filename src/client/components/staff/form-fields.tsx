// Inputs of the staff form pattern: a label, the input, and the schema's message under it,
// tied together with aria-invalid / aria-describedby so screen readers hear the problem.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FormValues, ZodForm } from './use-zod-form';

/** Shared schemas name fields as the API does ("couponDescription is required"): say the label instead. */
export function humanize(message: string, name: string, label: string): string {
  return message.startsWith(`${name} `) ? `${label}${message.slice(name.length)}` : message;
}

interface FieldProps<V extends FormValues> {
  form: ZodForm<V>;
  name: keyof V & string;
  label: string;
  hint?: ReactNode;
  className?: string;
}

function FieldFrame<V extends FormValues>(props: FieldProps<V> & { id: string; children: ReactNode }) {
  const { form, name, label, hint, className, id, children } = props;
  const error = form.errors[name];
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
          {humanize(error, name, label)}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error: string | undefined, hint: ReactNode) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

type TextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name' | 'value' | 'onChange' | 'className'>;

export function TextField<V extends FormValues>(props: FieldProps<V> & TextInputProps) {
  const { form, name, label, hint, className, ...input } = props;
  const id = useId();
  const error = form.errors[name];
  return (
    <FieldFrame form={form} name={name} label={label} hint={hint} className={className} id={id}>
      <input
        {...input}
        id={id}
        name={name}
        className={`input w-full ${error ? 'input-error' : ''}`}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.set(name, event.target.value as V[typeof name])}
        onBlur={() => form.touch(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldFrame>
  );
}

export function TextAreaField<V extends FormValues>(props: FieldProps<V> & { rows?: number; placeholder?: string }) {
  const { form, name, label, hint, className, rows = 3, placeholder } = props;
  const id = useId();
  const error = form.errors[name];
  return (
    <FieldFrame form={form} name={name} label={label} hint={hint} className={className} id={id}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        placeholder={placeholder}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.set(name, event.target.value as V[typeof name])}
        onBlur={() => form.touch(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldFrame>
  );
}

export function SelectField<V extends FormValues>(props: FieldProps<V> & { options: readonly { value: string; label: string }[] }) {
  const { form, name, label, hint, className, options } = props;
  const id = useId();
  const error = form.errors[name];
  return (
    <FieldFrame form={form} name={name} label={label} hint={hint} className={className} id={id}>
      <select
        id={id}
        name={name}
        className={`select w-full ${error ? 'select-error' : ''}`}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.set(name, event.target.value as V[typeof name])}
        onBlur={() => form.touch(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
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
