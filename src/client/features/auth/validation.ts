import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { asSentence, humanize } from '@/client/lib/format/field-message';

/** The labels of the auth forms' fields, as the messages name them, and what an empty one asks. */
const FIELDS: Record<string, { label: MessageDescriptor; empty: MessageDescriptor }> = {
  name: { label: msg`Name`, empty: msg`Enter your name.` },
  email: { label: msg`Email`, empty: msg`Enter your email.` },
  password: { label: msg`Password`, empty: msg`Enter your password.` },
};

/**
 * The first message per field of a failed zod parse, for inline errors, worded for people: an
 * empty field asks for itself ("Enter your email."), anything else names the field by its label
 * ("Email must be a valid address.") instead of the API key the shared schema uses.
 */
export function fieldErrors(error: z.ZodError, input: Record<string, unknown> = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    const known = FIELDS[field];
    const value = input[field];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    errors[field] ??= !known ? asSentence(issue.message) : empty ? i18n._(known.empty) : humanize(issue.message, field, i18n._(known.label));
  }
  return errors;
}
