import type { z } from 'zod';
import { asSentence, humanize } from '@/client/lib/field-message';

/** The labels of the auth forms' fields, as the messages name them. */
const LABELS: Record<string, string> = { name: 'Name', email: 'Email', password: 'Password' };

/**
 * The first message per field of a failed zod parse, for inline errors, worded for people: an
 * empty field asks for itself ("Enter your email."), anything else names the field by its label
 * ("Email must be a valid address.") instead of the API key the shared schema uses.
 */
export function fieldErrors(error: z.ZodError, input: Record<string, unknown> = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    const label = LABELS[field];
    const value = input[field];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    errors[field] ??= !label ? asSentence(issue.message) : empty ? `Enter your ${label.toLowerCase()}.` : humanize(issue.message, field, label);
  }
  return errors;
}
