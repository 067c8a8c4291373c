// The server answers a failure with its English sentence, the sentence's stable id as `code` and
// the values filled into it (src/shared/server-messages.ts). This is the one place that turns
// such an answer into the sentence a person reads: in English as it came, in another language
// from the catalogue (which has every server sentence: src/shared is in lingui.config.ts).
import { i18n } from '@lingui/core';

export interface FailedAnswer {
  message?: unknown;
  code?: unknown;
  values?: unknown;
}

const isValues = (value: unknown): value is Record<string, string | number> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');

/**
 * The answer's sentence in the active language; the English one for a code the catalogue does
 * not know (an older or newer server, an operator's answer); null when the answer has no sentence.
 */
export function answerSentence(answer: FailedAnswer | null | undefined): string | null {
  const message = answer?.message;
  if (typeof message !== 'string' || !message) return null;
  const code = answer?.code;
  if (i18n.locale === 'en' || typeof code !== 'string' || !Object.hasOwn(i18n.messages, code)) return message;
  // The ids are in the catalogue already (server-messages.ts): nothing here for the extractor.
  // lingui-extract-ignore
  return i18n._({ id: code, message, values: isValues(answer?.values) ? answer.values : undefined });
}
