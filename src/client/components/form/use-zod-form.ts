// The one form pattern of the signed-in screens: the shared zod schema (the same one the server checks) gives
// the inline messages; submit is refused while pending or offline; a failure keeps the
// server's sentence on screen; a success shows a toast.
import { t } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { toast } from '@/client/lib/toast';
import type { z } from 'zod';
import { serverSentence } from '@/client/lib/format/field-message';
import { onlineAtom } from '@/client/lib/pwa/online-status';

export type FieldValue = string | boolean | File | null;
export type FormValues = Record<string, FieldValue>;
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export interface ZodFormOptions<V extends FormValues, S extends z.ZodType> {
  schema: S;
  initial: V;
  /** Maps what the inputs hold (text) to what the schema reads; values as they are by default. */
  toInput?: (values: V) => unknown;
  /** Checks the schema cannot make (e.g. a banner is required when creating). */
  validate?: (values: V) => FieldErrors<V>;
  /** Sends the parsed data; returns the success toast's text, throws an Error with the server's sentence. */
  onSubmit: (data: z.output<S>, values: V) => Promise<string>;
  /** The form keeps what it cannot send yet (a return reported offline): submit stays enabled offline. */
  worksOffline?: boolean;
}

export interface ZodForm<V extends FormValues> {
  values: V;
  set: <K extends keyof V & string>(name: K, value: V[K]) => void;
  touch: (name: keyof V & string) => void;
  /** Messages to show now: touched fields before the first submit, every field after it. */
  errors: FieldErrors<V>;
  /** A schema message that belongs to no single field. */
  formError: string | null;
  serverError: string | null;
  pending: boolean;
  online: boolean;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  reset: (values?: V) => void;
}

/** First message per top-level field; messages without a path go to `''`. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '';
    out[key] ??= issue.message;
  }
  return out;
}

export function useZodForm<V extends FormValues, S extends z.ZodType>(options: ZodFormOptions<V, S>): ZodForm<V> {
  const { schema, initial, toInput, validate, onSubmit, worksOffline = false } = options;
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const online = useAtomValue(onlineAtom) || worksOffline;

  const check = (current: V) => {
    const parsed = schema.safeParse(toInput ? toInput(current) : current);
    const all: Record<string, string> = parsed.success ? {} : issuesByField(parsed.error);
    // An empty number field asks for itself ("Value is required."), not "Value must be a number."
    for (const [key, message] of Object.entries(all)) {
      const raw = current[key as keyof V];
      if (typeof raw === 'string' && raw.trim() === '' && / must be a (whole )?number$/.test(message)) all[key] = `${key} is required`;
    }
    Object.assign(all, Object.fromEntries(Object.entries(validate?.(current) ?? {}).filter(([, m]) => m)));
    return { parsed, all };
  };

  const { all } = check(values);
  const errors = Object.fromEntries(
    Object.entries(all).filter(([key]) => key !== '' && (submitted || touched.has(key))),
  ) as FieldErrors<V>;
  const formError = submitted && all[''] ? serverSentence(all['']) : null;

  const handleSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const form = event?.currentTarget;
    if (pending || !online) return;
    setSubmitted(true);
    setServerError(null);
    const { parsed, all: now } = check(values);
    if (!parsed.success || Object.keys(now).length > 0) {
      // Take the keyboard to the first thing to fix.
      requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setPending(true);
    try {
      const message = await onSubmit(parsed.data as z.output<S>, values);
      toast.success(message);
    } catch (error) {
      setServerError(error instanceof Error && error.message ? serverSentence(error.message) : t`An error occurred`);
    } finally {
      setPending(false);
    }
  };

  return {
    values,
    set: (name, value) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      setServerError(null);
    },
    touch: (name) => setTouched((previous) => (previous.has(name) ? previous : new Set(previous).add(name))),
    errors,
    formError,
    serverError,
    pending,
    online,
    handleSubmit,
    reset: (next = initial) => {
      setValues(next);
      setTouched(new Set());
      setSubmitted(false);
      setServerError(null);
    },
  };
}
