import { t } from '@lingui/core/macro';
import { errorMessage } from '../api/api-client';

// Validation messages as people read them (loaded with the forms, never with the catalogue's first visit). The shared schemas (the API's contract) name fields
// by their keys ("email must be a valid address", "couponDescription is required"); a form says
// the field's label instead, as a sentence ("Email must be a valid address.").

/** A capital first letter and a full stop, unless it ends in one already. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  const capital = trimmed[0]!.toUpperCase() + trimmed.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * The shared schemas' usual complaints about a field (src/shared/contract), in the active language,
 * with the form's label; null for any other wording (it is then shown as the schema says it).
 */
function knownComplaint(label: string, complaint: string): string | null {
  const limit = /^must be at (least|most) (\d+)( characters)?$/.exec(complaint);
  if (limit) {
    const count = Number(limit[2]);
    if (limit[3]) return limit[1] === 'least' ? t`${label} must be at least ${count} characters.` : t`${label} must be at most ${count} characters.`;
    return limit[1] === 'least' ? t`${label} must be at least ${count}.` : t`${label} must be at most ${count}.`;
  }
  switch (complaint) {
    case 'is required':
      return t`${label} is required.`;
    case 'is too long':
      return t`${label} is too long.`;
    case 'is too large':
      return t`${label} is too large.`;
    case 'must be a number':
      return t`${label} must be a number.`;
    case 'must be a whole number':
      return t`${label} must be a whole number.`;
    case 'must be positive':
      return t`${label} must be positive.`;
    case 'must be more than 0':
      return t`${label} must be more than 0.`;
    case 'must be 0 or more':
      return t`${label} must be 0 or more.`;
    case 'must be 1 or more':
      return t`${label} must be 1 or more.`;
    case 'must be a valid address':
      return t`${label} must be a valid address.`;
    case 'must be text':
      return t`${label} must be text.`;
    case 'must be a date-time':
      return t`${label} must be a date-time.`;
    case 'must not be empty':
      return t`${label} must not be empty.`;
    case 'must not be your email':
      return t`${label} must not be your email.`;
    default:
      return null;
  }
}

/** `message` about the field `name`, said with its `label`: "email is too long" -> "Email is too long." */
export function humanize(message: string, name: string, label: string): string {
  if (!message.startsWith(`${name} `) && !message.startsWith(`${name}:`)) return asSentence(message);
  const rest = message.slice(name.length);
  const known = rest === ': say in a few words why' ? t`${label}: say in a few words why.` : rest.startsWith(' ') ? knownComplaint(label, rest.slice(1)) : null;
  return known ?? asSentence(`${label}${rest}`);
}

/** An API key in words: "pointsReward" -> "Points reward", "validUntil" -> "Valid until". */
export function keyInWords(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words[0]!.toUpperCase() + words.slice(1);
}

// A server message about one field starts with its key: a lower-case word, maybe camelCase,
// then what is wrong with it. The server's own sentences start with a capital.
const KEYED = /^([a-z][a-zA-Z0-9]*)(?=( (is|must|may|should|cannot|can|has|needs|needs to)\b|:))/;

/**
 * A message from the server, worded for people: one that starts with a field key gets the key in
 * words and becomes a sentence; the server's own sentences (some quoted by the spec) stay exact.
 */
export function serverSentence(message: string): string {
  const key = KEYED.exec(message)?.[1];
  return key ? asSentence(`${keyInWords(key)}${message.slice(key.length)}`) : message;
}

/**
 * The sentence to show for a failed call in a form: errorMessage's, with a field key said in words.
 * Kept here rather than in api-client, which every first visit loads.
 */
export function errorSentence(error: unknown): string {
  return serverSentence(errorMessage(error));
}
