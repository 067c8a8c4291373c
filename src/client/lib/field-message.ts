import { errorMessage } from './api/api-client';

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

/** `message` about the field `name`, said with its `label`: "email is too long" -> "Email is too long." */
export function humanize(message: string, name: string, label: string): string {
  return asSentence(message.startsWith(`${name} `) || message.startsWith(`${name}:`) ? `${label}${message.slice(name.length)}` : message);
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
